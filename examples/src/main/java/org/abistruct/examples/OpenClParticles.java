package org.abistruct.examples;

import static org.abistruct.examples.ParticleStep.*;
import static org.lwjgl.opencl.CL10.*;
import static org.lwjgl.system.MemoryStack.stackPush;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.Locale;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;

/**
 * Particles integrated by an OpenCL kernel in memory AbiStruct allocated: an array of {@link ClParticle} under the
 * {@code opencl} ABI, from {@code ClParticle.callocArray}, filled through the generated setters, handed to the
 * device as it is ({@code CL_MEM_USE_HOST_PTR} with {@code particles.address()}), updated by a kernel built at run
 * time from OpenCL C source that declares the same struct, and read back through the same views after mapping
 * the buffer (which is what makes the device's writes visible in the host memory).
 *
 * <p>Takes the first device of the first OpenCL platform that has one. Prints the device, the layout, the first
 * particles and a checksum, and exits with status 1 if any value the kernel wrote differs from the one computed in
 * Java. The inputs are small multiples of powers of two, so every result is exact in {@code float} on any device.
 */
public final class OpenClParticles {
    /**
     * In OpenCL C a {@code float3} has the size and alignment of a {@code float4}, 16 bytes: {@code mass} is at
     * 16, not 12 as after three C floats (or a GLSL {@code std430} {@code vec3}), {@code velocity} at 32 and
     * {@code energy} at 48: 64 bytes in all.
     */
    @Struct(name = "ClParticle", abi = "opencl")
    record ClParticleDecl(@Type("float3") float[] position, float mass, @Type("float3") float[] velocity, float energy) {}

    /** The struct again, in OpenCL C: the kernel must declare what {@code ClParticleDecl} declares. */
    static final String KERNEL = """
            typedef struct {
                float3 position;
                float  mass;
                float3 velocity;
                float  energy;
            } Particle;

            __kernel void integrate(__global Particle *particles, float dt, uint count) {
                uint i = get_global_id(0);
                if (i >= count) return;
                float3 v = particles[i].velocity;
                particles[i].position += v * dt;
                particles[i].energy = 0.5f * particles[i].mass * dot(v, v);
            }
            """;

    private OpenClParticles() {
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            // the driver comes from the environment (docs/examples.md), so an argument is a mistake, not ignored
            System.err.println("usage: OpenClParticles   (no arguments; OCL_ICD_VENDORS picks the OpenCL driver)");
            System.exit(2);
        }
        System.exit(run());
    }

    private static int run() {
        try (MemoryStack stack = stackPush(); ClParticle.Array particles = ClParticle.callocArray(COUNT)) {
            long device = firstDevice(stack);
            System.out.println("device: " + deviceName(device, stack));
            System.out.println(ClParticle.layout(ClParticle.DEFAULT_ABI) + ", stride " + particles.stride());
            ClParticle cursor = particles.get(0);
            for (int i = 0; i < COUNT; i++) {
                particles.get(i, cursor).set(new ClParticleDecl(position(i, 3), mass(i), velocity(i), ENERGY_BEFORE));
            }
            return integrate(device, particles, stack) == 0 ? 0 : 1;
        }
    }

    /**
     * Runs the kernel over {@code particles} on {@code device} and compares the results; returns how many differ.
     * Every OpenCL object is released before this returns, also when a call fails: the buffer uses the particles'
     * memory, which the caller frees next, so the device must be done with it first.
     */
    private static int integrate(long device, ClParticle.Array particles, MemoryStack stack) {
        IntBuffer err = stack.mallocInt(1);
        long context = clCreateContext(null, device, null, 0, err);
        check(err.get(0), "clCreateContext");
        long queue = 0, buffer = 0, program = 0, kernel = 0;
        try {
            queue = clCreateCommandQueue(context, device, 0, err);
            check(err.get(0), "clCreateCommandQueue");
            long bytes = particles.byteSize();
            // the device works on AbiStruct's memory itself: its address is the buffer's host pointer
            buffer = nclCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, bytes, particles.address(),
                    MemoryUtil.memAddress(err));
            check(err.get(0), "clCreateBuffer");
            program = build(context, device, err);
            kernel = clCreateKernel(program, "integrate", err);
            check(err.get(0), "clCreateKernel");
            check(clSetKernelArg1p(kernel, 0, buffer), "clSetKernelArg(particles)");
            check(clSetKernelArg1f(kernel, 1, DT), "clSetKernelArg(dt)");
            check(clSetKernelArg1i(kernel, 2, COUNT), "clSetKernelArg(count)");
            check(clEnqueueNDRangeKernel(queue, kernel, 1, null, stack.pointers(COUNT), null, null, null), "clEnqueueNDRangeKernel");

            // mapping a CL_MEM_USE_HOST_PTR buffer brings the kernel's results into the host memory and returns its address
            long mapped = nclEnqueueMapBuffer(queue, buffer, CL_TRUE, CL_MAP_READ, 0, bytes, 0, 0, 0, MemoryUtil.memAddress(err));
            check(err.get(0), "clEnqueueMapBuffer");
            ClParticle.Array results = particles;
            if (mapped != particles.address()) {
                // a driver may copy a host pointer it finds too little aligned (CL_DEVICE_MEM_BASE_ADDR_ALIGN): read its copy
                System.err.println("note: the driver copied the particles; reading them where clEnqueueMapBuffer put them");
                @SuppressWarnings("restricted") // the size is the one clEnqueueMapBuffer mapped
                MemorySegment copy = MemorySegment.ofAddress(mapped).reinterpret(bytes);
                results = ClParticle.wrapArray(copy, COUNT);
            }
            ClParticle.Array read = results;
            ClParticle cursor = read.get(0);
            int wrong = report(3, i -> {
                ClParticleDecl p = read.get(i, cursor).get();
                return new Readout(p.position(), p.mass(), p.velocity(), p.energy());
            });
            check(nclEnqueueUnmapMemObject(queue, buffer, mapped, 0, 0, 0), "clEnqueueUnmapMemObject");
            return wrong;
        } finally {
            if (queue != 0) {
                clFinish(queue); // nothing enqueued may still touch the particles' memory once it is freed
            }
            if (kernel != 0) {
                clReleaseKernel(kernel);
            }
            if (program != 0) {
                clReleaseProgram(program);
            }
            if (buffer != 0) {
                clReleaseMemObject(buffer);
            }
            if (queue != 0) {
                clReleaseCommandQueue(queue);
            }
            clReleaseContext(context);
        }
    }

    /** The first device of the first platform that has one. */
    private static long firstDevice(MemoryStack stack) {
        IntBuffer n = stack.mallocInt(1);
        check(clGetPlatformIDs(null, n), "clGetPlatformIDs");
        if (n.get(0) == 0) {
            throw new IllegalStateException("no OpenCL platform");
        }
        PointerBuffer platforms = stack.mallocPointer(n.get(0));
        check(clGetPlatformIDs(platforms, (IntBuffer) null), "clGetPlatformIDs");
        for (int p = 0; p < platforms.capacity(); p++) {
            PointerBuffer device = stack.mallocPointer(1);
            int result = clGetDeviceIDs(platforms.get(p), CL_DEVICE_TYPE_ALL, device, (IntBuffer) null);
            if (result == CL_SUCCESS) {
                return device.get(0);
            }
            if (result != CL_DEVICE_NOT_FOUND) {
                check(result, "clGetDeviceIDs");
            }
        }
        throw new IllegalStateException("no OpenCL platform has a device");
    }

    private static String deviceName(long device, MemoryStack stack) {
        PointerBuffer size = stack.mallocPointer(1);
        check(clGetDeviceInfo(device, CL_DEVICE_NAME, (ByteBuffer) null, size), "clGetDeviceInfo");
        ByteBuffer name = stack.malloc((int) size.get(0));
        check(clGetDeviceInfo(device, CL_DEVICE_NAME, name, null), "clGetDeviceInfo");
        return MemoryUtil.memUTF8(name, (int) size.get(0) - 1); // without the terminating NUL
    }

    /** Builds {@link #KERNEL} for {@code device}; a compile error is an exception carrying the build log. */
    private static long build(long context, long device, IntBuffer err) {
        long program = clCreateProgramWithSource(context, KERNEL, err);
        check(err.get(0), "clCreateProgramWithSource");
        if (clBuildProgram(program, device, "", null, 0) != CL_SUCCESS) {
            try (MemoryStack stack = stackPush()) {
                PointerBuffer size = stack.mallocPointer(1);
                clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, (ByteBuffer) null, size);
                ByteBuffer log = MemoryUtil.memAlloc((int) size.get(0));
                clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, log, null);
                String text = MemoryUtil.memUTF8(log, (int) size.get(0) - 1);
                MemoryUtil.memFree(log);
                clReleaseProgram(program);
                throw new IllegalStateException("the kernel did not build:\n" + text);
            }
        }
        return program;
    }

    static void check(int result, String call) {
        if (result != CL_SUCCESS) {
            throw new IllegalStateException(call + " returned " + result);
        }
    }
}
