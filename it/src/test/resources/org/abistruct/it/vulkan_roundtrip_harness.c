/*
 * VulkanRoundTripTest's harness: runs compute shaders on one Vulkan device (the test points the loader at
 * Mesa's lavapipe only) and returns what they wrote.
 *
 *   harness features        prints the device's name and the features the test's shaders may need, as
 *                           name=value lines
 *   harness run MANIFEST    for every line "SPV INPUT uniform|storage WORDS OUTPUT" of MANIFEST: uploads the
 *                           bytes of INPUT into the buffer at binding 0 (a uniform or a storage buffer;
 *                           the bytes after INPUT's are 0xA5, so that a read past the data shows), runs SPV
 *                           (entry point main, one invocation), and writes the WORDS 32-bit words of the
 *                           storage buffer at binding 1 to OUTPUT
 *
 * Every feature the device supports among those below is enabled. Any Vulkan error exits non-zero with a
 * message on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vulkan/vulkan.h>

#define PAD_BYTES 256

static void die(const char *what, VkResult r) {
    fprintf(stderr, "vulkan harness: %s failed (VkResult %d)\n", what, (int) r);
    exit(2);
}

#define CHECK(call) do { VkResult r_ = (call); if (r_ != VK_SUCCESS) die(#call, r_); } while (0)

static VkInstance instance;
static VkPhysicalDevice physical;
static VkDevice device;
static VkQueue queue;
static uint32_t queueFamily;
static VkPhysicalDeviceProperties properties;
static VkPhysicalDeviceMemoryProperties memoryProperties;
static VkPhysicalDeviceFeatures2 features2 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
static VkPhysicalDeviceVulkan11Features features11 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
static VkPhysicalDeviceVulkan12Features features12 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};

static void *readFile(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "vulkan harness: cannot open %s\n", path); exit(3); }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *data = malloc(n > 0 ? n : 1);
    if (n > 0 && fread(data, 1, n, f) != (size_t) n) { fprintf(stderr, "vulkan harness: cannot read %s\n", path); exit(3); }
    fclose(f);
    *size = (size_t) n;
    return data;
}

static void init(void) {
    VkApplicationInfo app = {VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "abistruct-vulkan-roundtrip";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo ici = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    ici.pApplicationInfo = &app;
    CHECK(vkCreateInstance(&ici, NULL, &instance));

    uint32_t count = 0;
    CHECK(vkEnumeratePhysicalDevices(instance, &count, NULL));
    if (count == 0) { fprintf(stderr, "vulkan harness: no Vulkan device (is the ICD installed?)\n"); exit(4); }
    VkPhysicalDevice devices[16];
    if (count > 16) count = 16;
    CHECK(vkEnumeratePhysicalDevices(instance, &count, devices));
    physical = devices[0];
    vkGetPhysicalDeviceProperties(physical, &properties);
    if (properties.apiVersion < VK_API_VERSION_1_2) {
        fprintf(stderr, "vulkan harness: %s supports only Vulkan %u.%u\n", properties.deviceName,
                VK_API_VERSION_MAJOR(properties.apiVersion), VK_API_VERSION_MINOR(properties.apiVersion));
        exit(4);
    }
    vkGetPhysicalDeviceMemoryProperties(physical, &memoryProperties);
    features2.pNext = &features11;
    features11.pNext = &features12;
    vkGetPhysicalDeviceFeatures2(physical, &features2);

    uint32_t families = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, NULL);
    VkQueueFamilyProperties props[16];
    if (families > 16) families = 16;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, props);
    queueFamily = UINT32_MAX;
    for (uint32_t i = 0; i < families; i++) {
        if (props[i].queueFlags & VK_QUEUE_COMPUTE_BIT) { queueFamily = i; break; }
    }
    if (queueFamily == UINT32_MAX) { fprintf(stderr, "vulkan harness: no compute queue\n"); exit(4); }
}

static void createDevice(void) {
    /* enable exactly what the device supports among the features we queried; nothing else */
    VkPhysicalDeviceFeatures2 f = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
    VkPhysicalDeviceVulkan11Features f11 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan12Features f12 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    f.pNext = &f11;
    f11.pNext = &f12;
    f.features.shaderFloat64 = features2.features.shaderFloat64;
    f.features.shaderInt64 = features2.features.shaderInt64;
    f.features.shaderInt16 = features2.features.shaderInt16;
    f11.storageBuffer16BitAccess = features11.storageBuffer16BitAccess;
    f11.uniformAndStorageBuffer16BitAccess = features11.uniformAndStorageBuffer16BitAccess;
    f12.storageBuffer8BitAccess = features12.storageBuffer8BitAccess;
    f12.uniformAndStorageBuffer8BitAccess = features12.uniformAndStorageBuffer8BitAccess;
    f12.shaderFloat16 = features12.shaderFloat16;
    f12.shaderInt8 = features12.shaderInt8;
    f12.scalarBlockLayout = features12.scalarBlockLayout;
    f12.uniformBufferStandardLayout = features12.uniformBufferStandardLayout;

    float priority = 1.0f;
    VkDeviceQueueCreateInfo qci = {VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    qci.queueFamilyIndex = queueFamily;
    qci.queueCount = 1;
    qci.pQueuePriorities = &priority;
    VkDeviceCreateInfo dci = {VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    dci.pNext = &f;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    CHECK(vkCreateDevice(physical, &dci, NULL, &device));
    vkGetDeviceQueue(device, queueFamily, 0, &queue);
}

static void printFeatures(void) {
    printf("deviceName=%s\n", properties.deviceName);
    printf("driverVersion=%u\n", properties.driverVersion);
    printf("apiVersion=%u.%u.%u\n", VK_API_VERSION_MAJOR(properties.apiVersion),
           VK_API_VERSION_MINOR(properties.apiVersion), VK_API_VERSION_PATCH(properties.apiVersion));
    printf("shaderFloat64=%u\n", features2.features.shaderFloat64);
    printf("shaderInt64=%u\n", features2.features.shaderInt64);
    printf("shaderInt16=%u\n", features2.features.shaderInt16);
    printf("shaderInt8=%u\n", features12.shaderInt8);
    printf("shaderFloat16=%u\n", features12.shaderFloat16);
    printf("storageBuffer16BitAccess=%u\n", features11.storageBuffer16BitAccess);
    printf("uniformAndStorageBuffer16BitAccess=%u\n", features11.uniformAndStorageBuffer16BitAccess);
    printf("storageBuffer8BitAccess=%u\n", features12.storageBuffer8BitAccess);
    printf("uniformAndStorageBuffer8BitAccess=%u\n", features12.uniformAndStorageBuffer8BitAccess);
    printf("scalarBlockLayout=%u\n", features12.scalarBlockLayout);
    printf("uniformBufferStandardLayout=%u\n", features12.uniformBufferStandardLayout);
    printf("maxUniformBufferRange=%u\n", properties.limits.maxUniformBufferRange);
    printf("maxStorageBufferRange=%u\n", properties.limits.maxStorageBufferRange);
}

typedef struct {
    VkBuffer buffer;
    VkDeviceMemory memory;
    void *mapped;
} Buffer;

static Buffer createBuffer(VkDeviceSize size, VkBufferUsageFlags usage) {
    Buffer b;
    VkBufferCreateInfo bci = {VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    bci.size = size;
    bci.usage = usage;
    bci.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    CHECK(vkCreateBuffer(device, &bci, NULL, &b.buffer));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(device, b.buffer, &req);
    uint32_t type = UINT32_MAX;
    VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    for (uint32_t i = 0; i < memoryProperties.memoryTypeCount; i++) {
        if ((req.memoryTypeBits & (1u << i)) && (memoryProperties.memoryTypes[i].propertyFlags & want) == want) {
            type = i;
            break;
        }
    }
    if (type == UINT32_MAX) { fprintf(stderr, "vulkan harness: no host-visible coherent memory\n"); exit(4); }
    VkMemoryAllocateInfo mai = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = type;
    CHECK(vkAllocateMemory(device, &mai, NULL, &b.memory));
    CHECK(vkBindBufferMemory(device, b.buffer, b.memory, 0));
    CHECK(vkMapMemory(device, b.memory, 0, VK_WHOLE_SIZE, 0, &b.mapped));
    return b;
}

static void destroyBuffer(Buffer *b) {
    vkUnmapMemory(device, b->memory);
    vkDestroyBuffer(device, b->buffer, NULL);
    vkFreeMemory(device, b->memory, NULL);
}

static void runOne(const char *spvPath, const char *inputPath, int uniform, uint32_t words, const char *outputPath) {
    size_t spvSize, inputSize;
    uint32_t *spv = readFile(spvPath, &spvSize);
    unsigned char *input = readFile(inputPath, &inputSize);

    VkDeviceSize inSize = inputSize + PAD_BYTES;
    Buffer in = createBuffer(inSize, uniform ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    memset(in.mapped, 0xA5, inSize);
    memcpy(in.mapped, input, inputSize);
    VkDeviceSize outSize = (VkDeviceSize) (words > 0 ? words : 1) * 4;
    Buffer out = createBuffer(outSize, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    memset(out.mapped, 0xEE, outSize);

    VkShaderModuleCreateInfo smci = {VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    smci.codeSize = spvSize;
    smci.pCode = spv;
    VkShaderModule module;
    CHECK(vkCreateShaderModule(device, &smci, NULL, &module));

    VkDescriptorSetLayoutBinding bindings[2] = {
        {0, uniform ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
    };
    VkDescriptorSetLayoutCreateInfo dslci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    dslci.bindingCount = 2;
    dslci.pBindings = bindings;
    VkDescriptorSetLayout setLayout;
    CHECK(vkCreateDescriptorSetLayout(device, &dslci, NULL, &setLayout));
    VkPipelineLayoutCreateInfo plci = {VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    plci.setLayoutCount = 1;
    plci.pSetLayouts = &setLayout;
    VkPipelineLayout pipelineLayout;
    CHECK(vkCreatePipelineLayout(device, &plci, NULL, &pipelineLayout));
    VkComputePipelineCreateInfo cpci = {VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    cpci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    cpci.stage.module = module;
    cpci.stage.pName = "main";
    cpci.layout = pipelineLayout;
    VkPipeline pipeline;
    CHECK(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &cpci, NULL, &pipeline));

    VkDescriptorPoolSize sizes[2] = {
        {uniform ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1},
        {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1},
    };
    VkDescriptorPoolCreateInfo dpci = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    dpci.maxSets = 1;
    dpci.poolSizeCount = 2;
    dpci.pPoolSizes = sizes;
    VkDescriptorPool pool;
    CHECK(vkCreateDescriptorPool(device, &dpci, NULL, &pool));
    VkDescriptorSetAllocateInfo dsai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    dsai.descriptorPool = pool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &setLayout;
    VkDescriptorSet set;
    CHECK(vkAllocateDescriptorSets(device, &dsai, &set));
    VkDescriptorBufferInfo infos[2] = {{in.buffer, 0, VK_WHOLE_SIZE}, {out.buffer, 0, VK_WHOLE_SIZE}};
    VkWriteDescriptorSet writes[2] = {{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET}, {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET}};
    for (int i = 0; i < 2; i++) {
        writes[i].dstSet = set;
        writes[i].dstBinding = (uint32_t) i;
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = bindings[i].descriptorType;
        writes[i].pBufferInfo = &infos[i];
    }
    vkUpdateDescriptorSets(device, 2, writes, 0, NULL);

    VkCommandPoolCreateInfo cpoolci = {VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    cpoolci.queueFamilyIndex = queueFamily;
    VkCommandPool commandPool;
    CHECK(vkCreateCommandPool(device, &cpoolci, NULL, &commandPool));
    VkCommandBufferAllocateInfo cbai = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    cbai.commandPool = commandPool;
    cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cbai.commandBufferCount = 1;
    VkCommandBuffer cmd;
    CHECK(vkAllocateCommandBuffers(device, &cbai, &cmd));
    VkCommandBufferBeginInfo cbbi = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    cbbi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    CHECK(vkBeginCommandBuffer(cmd, &cbbi));
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineLayout, 0, 1, &set, 0, NULL);
    vkCmdDispatch(cmd, 1, 1, 1);
    VkMemoryBarrier barrier = {VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, NULL, 0, NULL);
    CHECK(vkEndCommandBuffer(cmd));
    VkSubmitInfo si = {VK_STRUCTURE_TYPE_SUBMIT_INFO};
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cmd;
    VkFenceCreateInfo fci = {VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    VkFence fence;
    CHECK(vkCreateFence(device, &fci, NULL, &fence));
    CHECK(vkQueueSubmit(queue, 1, &si, fence));
    CHECK(vkWaitForFences(device, 1, &fence, VK_TRUE, 60ull * 1000 * 1000 * 1000));

    FILE *f = fopen(outputPath, "wb");
    if (!f || fwrite(out.mapped, 4, words, f) != words || fclose(f) != 0) {
        fprintf(stderr, "vulkan harness: cannot write %s\n", outputPath);
        exit(3);
    }

    vkDestroyFence(device, fence, NULL);
    vkDestroyCommandPool(device, commandPool, NULL);
    vkDestroyDescriptorPool(device, pool, NULL);
    vkDestroyPipeline(device, pipeline, NULL);
    vkDestroyPipelineLayout(device, pipelineLayout, NULL);
    vkDestroyDescriptorSetLayout(device, setLayout, NULL);
    vkDestroyShaderModule(device, module, NULL);
    destroyBuffer(&in);
    destroyBuffer(&out);
    free(spv);
    free(input);
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "features") == 0) {
        init();
        printFeatures();
        vkDestroyInstance(instance, NULL);
        return 0;
    }
    if (argc != 3 || strcmp(argv[1], "run") != 0) {
        fprintf(stderr, "usage: %s features | run MANIFEST\n", argv[0]);
        return 1;
    }
    init();
    createDevice();
    FILE *manifest = fopen(argv[2], "r");
    if (!manifest) { fprintf(stderr, "vulkan harness: cannot open %s\n", argv[2]); return 3; }
    char spv[4096], input[4096], kind[32], output[4096];
    unsigned words;
    int runs = 0;
    while (fscanf(manifest, "%4095s %4095s %31s %u %4095s", spv, input, kind, &words, output) == 5) {
        runOne(spv, input, strcmp(kind, "uniform") == 0, words, output);
        runs++;
    }
    fclose(manifest);
    vkDestroyDevice(device, NULL);
    vkDestroyInstance(instance, NULL);
    printf("runs=%d\n", runs);
    return 0;
}
