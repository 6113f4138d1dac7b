/*
 * The OpenCL side of OpenClRoundTripTest: runs kernels on PoCL (the Portable Computing Language CPU driver)
 * over bytes the generated Java accessors wrote.
 *
 *   opencl_harness probe
 *       prints the PoCL platform, its device and the device's extensions ("key=value" lines);
 *       exits 3 when no OpenCL platform is PoCL.
 *   opencl_harness run KERNELS.cl MANIFEST
 *       builds KERNELS.cl (OpenCL C 1.2) on the PoCL device once, then for every MANIFEST line
 *       "KERNEL IN_FILE OUT_FILE WORDS" copies IN_FILE into a read-only buffer, runs KERNEL(in, out) as
 *       one work-item and writes the WORDS uints of out to OUT_FILE (the machine's byte order).
 *
 * Only PoCL's platform is used, found by name, so no other installed driver answers for it.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                        \
    do {                                                                                   \
        cl_int err_ = (call);                                                              \
        if (err_ != CL_SUCCESS) {                                                          \
            fprintf(stderr, "%s:%d: %s failed with OpenCL error %d\n", __FILE__, __LINE__, #call, err_); \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

static int is_pocl(cl_platform_id p) {
    char name[512] = {0}, vendor[512] = {0};
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name - 1, name, NULL);
    clGetPlatformInfo(p, CL_PLATFORM_VENDOR, sizeof vendor - 1, vendor, NULL);
    return strstr(name, "Portable Computing Language") != NULL || strstr(vendor, "pocl") != NULL
        || strstr(name, "PoCL") != NULL;
}

static void pick(cl_platform_id *platform, cl_device_id *device) {
    cl_platform_id platforms[32];
    cl_uint n = 0;
    cl_int err = clGetPlatformIDs(32, platforms, &n);
    if (err != CL_SUCCESS || n == 0) {
        fprintf(stderr, "no OpenCL platform (clGetPlatformIDs: %d)\n", err);
        exit(3);
    }
    for (cl_uint i = 0; i < n && i < 32; i++) {
        if (!is_pocl(platforms[i])) {
            continue;
        }
        cl_uint count = 0;
        if (clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_CPU, 1, device, &count) == CL_SUCCESS && count > 0) {
            *platform = platforms[i];
            return;
        }
        if (clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, device, &count) == CL_SUCCESS && count > 0) {
            *platform = platforms[i];
            return;
        }
    }
    fprintf(stderr, "none of the %u OpenCL platforms is PoCL with a device\n", n);
    exit(3);
}

static char *slurp(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t) n + 1);
    if (n > 0 && fread(buf, 1, (size_t) n, f) != (size_t) n) {
        perror(path);
        exit(1);
    }
    buf[n] = 0;
    fclose(f);
    *size = (size_t) n;
    return buf;
}

static int probe(void) {
    cl_platform_id platform;
    cl_device_id device;
    pick(&platform, &device);
    static char text[65536];
    CHECK(clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof text - 1, text, NULL));
    printf("platform=%s\n", text);
    CHECK(clGetPlatformInfo(platform, CL_PLATFORM_VERSION, sizeof text - 1, text, NULL));
    printf("version=%s\n", text);
    CHECK(clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof text - 1, text, NULL));
    printf("device=%s\n", text);
    CHECK(clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_VERSION, sizeof text - 1, text, NULL));
    printf("opencl_c=%s\n", text);
    CHECK(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, sizeof text - 1, text, NULL));
    printf("extensions=%s\n", text);
    cl_bool little;
    CHECK(clGetDeviceInfo(device, CL_DEVICE_ENDIAN_LITTLE, sizeof little, &little, NULL));
    printf("little_endian=%d\n", little ? 1 : 0);
    return 0;
}

static int run(const char *kernels, const char *manifest) {
    cl_platform_id platform;
    cl_device_id device;
    pick(&platform, &device);
    cl_int err;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties) platform, 0};
    cl_context context = clCreateContext(props, 1, &device, NULL, NULL, &err);
    CHECK(err);
    cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
    CHECK(err);

    size_t sourceSize;
    char *source = slurp(kernels, &sourceSize);
    const char *sources[] = {source};
    cl_program program = clCreateProgramWithSource(context, 1, sources, &sourceSize, &err);
    CHECK(err);
    err = clBuildProgram(program, 1, &device, "-cl-std=CL1.2", NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t logSize = 0;
        clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &logSize);
        char *log = malloc(logSize + 1);
        clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, logSize, log, NULL);
        log[logSize] = 0;
        fprintf(stderr, "clBuildProgram failed with OpenCL error %d; build log:\n%s\n", err, log);
        return 4;
    }

    FILE *m = fopen(manifest, "r");
    if (!m) {
        perror(manifest);
        return 1;
    }
    char name[256], in[4096], out[4096];
    unsigned long words;
    int done = 0;
    while (fscanf(m, "%255s %4095s %4095s %lu", name, in, out, &words) == 4) {
        size_t inSize;
        char *bytes = slurp(in, &inSize);
        cl_mem input = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, inSize ? inSize : 1,
                                      bytes, &err);
        CHECK(err);
        size_t outSize = words * sizeof(cl_uint);
        cl_uint *result = calloc(words, sizeof(cl_uint));
        for (unsigned long i = 0; i < words; i++) {
            result[i] = 0xDEADBEEFu; /* a word the kernel forgot to write shows as this */
        }
        cl_mem output = clCreateBuffer(context, CL_MEM_WRITE_ONLY | CL_MEM_COPY_HOST_PTR, outSize, result, &err);
        CHECK(err);
        cl_kernel kernel = clCreateKernel(program, name, &err);
        if (err != CL_SUCCESS) {
            fprintf(stderr, "clCreateKernel(%s) failed with OpenCL error %d\n", name, err);
            return 1;
        }
        CHECK(clSetKernelArg(kernel, 0, sizeof input, &input));
        CHECK(clSetKernelArg(kernel, 1, sizeof output, &output));
        size_t global = 1;
        CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
        CHECK(clEnqueueReadBuffer(queue, output, CL_TRUE, 0, outSize, result, 0, NULL, NULL));
        FILE *o = fopen(out, "wb");
        if (!o || fwrite(result, sizeof(cl_uint), words, o) != words) {
            perror(out);
            return 1;
        }
        fclose(o);
        clReleaseKernel(kernel);
        clReleaseMemObject(input);
        clReleaseMemObject(output);
        free(result);
        free(bytes);
        done++;
    }
    fclose(m);
    clReleaseProgram(program);
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
    free(source);
    printf("ran=%d\n", done);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "probe") == 0) {
        return probe();
    }
    if (argc == 4 && strcmp(argv[1], "run") == 0) {
        return run(argv[2], argv[3]);
    }
    fprintf(stderr, "usage: %s probe | run KERNELS.cl MANIFEST\n", argv[0]);
    return 2;
}
