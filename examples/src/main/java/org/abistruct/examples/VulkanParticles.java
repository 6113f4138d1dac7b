package org.abistruct.examples;

import static org.abistruct.examples.ParticleStep.*;
import static org.lwjgl.system.MemoryStack.stackPush;
import static org.lwjgl.util.shaderc.Shaderc.*;
import static org.lwjgl.vulkan.VK10.*;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.LongBuffer;
import java.util.Locale;
import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.*;

/**
 * Particles integrated by a Vulkan compute shader, straight in the memory Java wrote them to: an array of
 * {@link VkParticle} under the {@code std430} ABI is laid over a host-visible, host-coherent buffer's mapped
 * memory ({@code VkParticle.wrapArray}), filled through the generated setters, updated by a GLSL shader that
 * declares the same struct in a {@code std430} storage block, and read back through the same views.
 *
 * <p>Takes the first Vulkan device with a compute queue. Prints the device, the layout, the first particles
 * and a checksum, and exits with status 1 if any value the shader wrote differs from the one computed in Java.
 * The inputs are small multiples of powers of two, so every result is exact in {@code float} on any device.
 */
public final class VulkanParticles {
    /**
     * In GLSL's {@code std430}, a {@code vec3} is aligned to 16 bytes (so {@code velocity} starts at 32, not 20
     * as three C floats after {@code mass} would) but is 12 bytes long, so the {@code float} after it fills its
     * last 4 bytes ({@code energy} at 44): 48 bytes in all.
     */
    @Struct(name = "VkParticle", abi = "std430")
    record VkParticleDecl(@Type("vec4") float[] position, float mass, @Type("vec3") float[] velocity, float energy) {}

    private static final int LOCAL_SIZE = 64;

    /** The struct again, in GLSL: the shader's block must declare what {@code VkParticleDecl} declares. */
    static final String SHADER = """
            #version 450
            layout(local_size_x = %d) in;

            struct Particle {
                vec4  position;
                float mass;
                vec3  velocity;
                float energy;
            };

            layout(std430, binding = 0) buffer Particles { Particle particles[]; };
            layout(push_constant) uniform Step { float dt; uint count; };

            void main() {
                uint i = gl_GlobalInvocationID.x;
                if (i >= count) return;
                vec3 v = particles[i].velocity;
                particles[i].position.xyz += v * dt;
                particles[i].energy = 0.5 * particles[i].mass * dot(v, v);
            }
            """.formatted(LOCAL_SIZE);

    private VulkanParticles() {
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            // the driver comes from the environment (docs/examples.md), so an argument is a mistake, not ignored
            System.err.println("usage: VulkanParticles   (no arguments; VK_DRIVER_FILES picks the Vulkan driver)");
            System.exit(2);
        }
        System.exit(run());
    }

    private static int run() {
        try (var vulkan = new Compute()) {
            System.out.println("device: " + vulkan.deviceName);
            long bytes = VkParticle.layout(VkParticle.DEFAULT_ABI).byteSize() * COUNT; // a std430 size is its stride
            long memory = vulkan.hostVisibleBuffer(bytes);
            PointerBuffer mapped = PointerBuffer.allocateDirect(1);
            check(vkMapMemory(vulkan.device, memory, 0, bytes, 0, mapped), "vkMapMemory");
            // the mapped memory is the particles: no staging copy in either direction. Giving a raw address a size is
            // restricted (the JVM runs with --enable-native-access); the size is the one vkMapMemory mapped.
            @SuppressWarnings("restricted")
            MemorySegment mappedMemory = MemorySegment.ofAddress(mapped.get(0)).reinterpret(bytes);
            VkParticle.Array particles = VkParticle.wrapArray(mappedMemory, COUNT);
            System.out.println(VkParticle.layout(VkParticle.DEFAULT_ABI) + ", stride " + particles.stride());
            VkParticle cursor = particles.get(0);
            for (int i = 0; i < COUNT; i++) {
                particles.get(i, cursor).set(new VkParticleDecl(position(i, 4), mass(i), velocity(i), ENERGY_BEFORE));
            }
            vulkan.dispatch(compile(SHADER), COUNT, LOCAL_SIZE);
            int wrong = report(4, i -> {
                VkParticleDecl p = particles.get(i, cursor).get();
                return new Readout(p.position(), p.mass(), p.velocity(), p.energy());
            });
            vkUnmapMemory(vulkan.device, memory);
            return wrong == 0 ? 0 : 1;
        }
    }

    /** GLSL to SPIR-V with shaderc, at run time. */
    private static ByteBuffer compile(String glsl) {
        long compiler = shaderc_compiler_initialize();
        long options = shaderc_compile_options_initialize();
        try {
            shaderc_compile_options_set_target_env(options, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_0);
            long result = shaderc_compile_into_spv(compiler, glsl, shaderc_compute_shader, "particles.comp", "main", options);
            try {
                if (shaderc_result_get_compilation_status(result) != shaderc_compilation_status_success) {
                    throw new IllegalStateException("shaderc: " + shaderc_result_get_error_message(result));
                }
                ByteBuffer spirv = shaderc_result_get_bytes(result); // freed with the result: copy it out
                return ByteBuffer.allocateDirect(spirv.remaining()).put(spirv).flip();
            } finally {
                shaderc_result_release(result);
            }
        } finally {
            shaderc_compile_options_release(options);
            shaderc_compiler_release(compiler);
        }
    }

    static void check(int result, String call) {
        if (result != VK_SUCCESS) {
            throw new IllegalStateException(call + " returned VkResult " + result);
        }
    }

    /**
     * The Vulkan objects of one compute dispatch over one storage buffer. Each handle is kept as soon as it is made,
     * so that {@link #close()} destroys whatever exists when a call fails midway; destroying {@code VK_NULL_HANDLE}
     * does nothing.
     */
    private static final class Compute implements AutoCloseable {
        final VkInstance instance;
        final VkDevice device;
        final String deviceName;
        private final VkPhysicalDevice physical;
        private final int queueFamily;
        private long buffer = VK_NULL_HANDLE;
        private long memory = VK_NULL_HANDLE;
        private long bufferBytes;
        private long module = VK_NULL_HANDLE;
        private long setLayout = VK_NULL_HANDLE;
        private long pipelineLayout = VK_NULL_HANDLE;
        private long pipeline = VK_NULL_HANDLE;
        private long pool = VK_NULL_HANDLE;
        private long commandPool = VK_NULL_HANDLE;
        private long fence = VK_NULL_HANDLE;

        Compute() {
            try (MemoryStack stack = stackPush()) {
                VkApplicationInfo app = VkApplicationInfo.calloc(stack).sType$Default().pApplicationName(stack.UTF8("VulkanParticles"))
                        .apiVersion(VK_API_VERSION_1_0);
                var instanceInfo = VkInstanceCreateInfo.calloc(stack).sType$Default().pApplicationInfo(app);
                PointerBuffer p = stack.mallocPointer(1);
                check(vkCreateInstance(instanceInfo, null, p), "vkCreateInstance");
                instance = new VkInstance(p.get(0), instanceInfo);
            }
            try (MemoryStack stack = stackPush()) {
                PointerBuffer p = stack.mallocPointer(1);
                // the first device with a compute queue
                var n = stack.mallocInt(1);
                check(vkEnumeratePhysicalDevices(instance, n, null), "vkEnumeratePhysicalDevices");
                PointerBuffer devices = stack.mallocPointer(n.get(0));
                check(vkEnumeratePhysicalDevices(instance, n, devices), "vkEnumeratePhysicalDevices");
                VkPhysicalDevice chosen = null;
                int family = -1;
                for (int d = 0; d < devices.capacity() && chosen == null; d++) {
                    var candidate = new VkPhysicalDevice(devices.get(d), instance);
                    vkGetPhysicalDeviceQueueFamilyProperties(candidate, n, null);
                    var families = VkQueueFamilyProperties.malloc(n.get(0), stack);
                    vkGetPhysicalDeviceQueueFamilyProperties(candidate, n, families);
                    for (int f = 0; f < families.capacity(); f++) {
                        if ((families.get(f).queueFlags() & VK_QUEUE_COMPUTE_BIT) != 0) {
                            chosen = candidate;
                            family = f;
                            break;
                        }
                    }
                }
                if (chosen == null) {
                    throw new IllegalStateException("no Vulkan device has a compute queue");
                }
                physical = chosen;
                queueFamily = family;
                var properties = VkPhysicalDeviceProperties.malloc(stack);
                vkGetPhysicalDeviceProperties(physical, properties);
                deviceName = properties.deviceNameString();

                var queue = VkDeviceQueueCreateInfo.calloc(1, stack);
                queue.get(0).sType$Default().queueFamilyIndex(queueFamily).pQueuePriorities(stack.floats(1f));
                var deviceInfo = VkDeviceCreateInfo.calloc(stack).sType$Default().pQueueCreateInfos(queue);
                check(vkCreateDevice(physical, deviceInfo, null, p), "vkCreateDevice");
                device = new VkDevice(p.get(0), physical, deviceInfo);
            } catch (RuntimeException e) {
                vkDestroyInstance(instance, null);
                throw e;
            }
        }

        /** A storage buffer of {@code bytes} bound to host-visible, host-coherent memory; returns the memory. */
        long hostVisibleBuffer(long bytes) {
            try (MemoryStack stack = stackPush()) {
                LongBuffer handle = stack.mallocLong(1);
                check(vkCreateBuffer(device, VkBufferCreateInfo.calloc(stack).sType$Default().size(bytes)
                        .usage(VK_BUFFER_USAGE_STORAGE_BUFFER_BIT).sharingMode(VK_SHARING_MODE_EXCLUSIVE), null, handle), "vkCreateBuffer");
                buffer = handle.get(0);
                bufferBytes = bytes;
                var requirements = VkMemoryRequirements.malloc(stack);
                vkGetBufferMemoryRequirements(device, buffer, requirements);
                var types = VkPhysicalDeviceMemoryProperties.malloc(stack);
                vkGetPhysicalDeviceMemoryProperties(physical, types);
                int wanted = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
                int type = -1;
                for (int t = 0; t < types.memoryTypeCount() && type < 0; t++) {
                    if ((requirements.memoryTypeBits() & 1 << t) != 0 && (types.memoryTypes(t).propertyFlags() & wanted) == wanted) {
                        type = t;
                    }
                }
                if (type < 0) {
                    throw new IllegalStateException("the device has no host-visible, host-coherent memory for a storage buffer");
                }
                check(vkAllocateMemory(device, VkMemoryAllocateInfo.calloc(stack).sType$Default().allocationSize(requirements.size())
                        .memoryTypeIndex(type), null, handle), "vkAllocateMemory");
                memory = handle.get(0);
                check(vkBindBufferMemory(device, buffer, memory, 0), "vkBindBufferMemory");
                return memory;
            }
        }

        /** Runs {@code spirv} over the buffer, {@code count} invocations, and waits for it to finish. */
        void dispatch(ByteBuffer spirv, int count, int localSize) {
            try (MemoryStack stack = stackPush()) {
                LongBuffer h = stack.mallocLong(1);
                check(vkCreateShaderModule(device, VkShaderModuleCreateInfo.calloc(stack).sType$Default().pCode(spirv), null, h),
                        "vkCreateShaderModule");
                module = h.get(0);
                var binding = VkDescriptorSetLayoutBinding.calloc(1, stack);
                binding.get(0).binding(0).descriptorType(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(1)
                        .stageFlags(VK_SHADER_STAGE_COMPUTE_BIT);
                check(vkCreateDescriptorSetLayout(device, VkDescriptorSetLayoutCreateInfo.calloc(stack).sType$Default().pBindings(binding),
                        null, h), "vkCreateDescriptorSetLayout");
                setLayout = h.get(0);
                var pushRange = VkPushConstantRange.calloc(1, stack);
                pushRange.get(0).stageFlags(VK_SHADER_STAGE_COMPUTE_BIT).offset(0).size(8);
                check(vkCreatePipelineLayout(device, VkPipelineLayoutCreateInfo.calloc(stack).sType$Default()
                        .pSetLayouts(stack.longs(setLayout)).pPushConstantRanges(pushRange), null, h), "vkCreatePipelineLayout");
                pipelineLayout = h.get(0);
                var pipelineInfo = VkComputePipelineCreateInfo.calloc(1, stack);
                pipelineInfo.get(0).sType$Default().layout(pipelineLayout).stage(s -> s.sType$Default()
                        .stage(VK_SHADER_STAGE_COMPUTE_BIT).module(module).pName(stack.UTF8("main")));
                check(vkCreateComputePipelines(device, VK_NULL_HANDLE, pipelineInfo, null, h), "vkCreateComputePipelines");
                pipeline = h.get(0);

                var poolSize = VkDescriptorPoolSize.calloc(1, stack);
                poolSize.get(0).type(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(1);
                check(vkCreateDescriptorPool(device, VkDescriptorPoolCreateInfo.calloc(stack).sType$Default().maxSets(1)
                        .pPoolSizes(poolSize), null, h), "vkCreateDescriptorPool");
                pool = h.get(0);
                check(vkAllocateDescriptorSets(device, VkDescriptorSetAllocateInfo.calloc(stack).sType$Default().descriptorPool(pool)
                        .pSetLayouts(stack.longs(setLayout)), h), "vkAllocateDescriptorSets");
                long set = h.get(0);
                var bufferInfo = VkDescriptorBufferInfo.calloc(1, stack);
                bufferInfo.get(0).buffer(buffer).offset(0).range(bufferBytes);
                var write = VkWriteDescriptorSet.calloc(1, stack);
                write.get(0).sType$Default().dstSet(set).dstBinding(0).descriptorCount(1)
                        .descriptorType(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).pBufferInfo(bufferInfo);
                vkUpdateDescriptorSets(device, write, null);

                check(vkCreateCommandPool(device, VkCommandPoolCreateInfo.calloc(stack).sType$Default().queueFamilyIndex(queueFamily),
                        null, h), "vkCreateCommandPool");
                commandPool = h.get(0);
                PointerBuffer p = stack.mallocPointer(1);
                check(vkAllocateCommandBuffers(device, VkCommandBufferAllocateInfo.calloc(stack).sType$Default().commandPool(commandPool)
                        .level(VK_COMMAND_BUFFER_LEVEL_PRIMARY).commandBufferCount(1), p), "vkAllocateCommandBuffers");
                var commands = new VkCommandBuffer(p.get(0), device);
                check(vkBeginCommandBuffer(commands, VkCommandBufferBeginInfo.calloc(stack).sType$Default()
                        .flags(VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT)), "vkBeginCommandBuffer");
                vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
                vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineLayout, 0, stack.longs(set), null);
                ByteBuffer step = stack.malloc(8).putFloat(0, DT).putInt(4, count);
                vkCmdPushConstants(commands, pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, step);
                vkCmdDispatch(commands, (count + localSize - 1) / localSize, 1, 1);
                // make the shader's writes visible to the host's reads of the mapped memory
                var barrier = VkMemoryBarrier.calloc(1, stack);
                barrier.get(0).sType$Default().srcAccessMask(VK_ACCESS_SHADER_WRITE_BIT).dstAccessMask(VK_ACCESS_HOST_READ_BIT);
                vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, barrier, null, null);
                check(vkEndCommandBuffer(commands), "vkEndCommandBuffer");

                PointerBuffer q = stack.mallocPointer(1);
                vkGetDeviceQueue(device, queueFamily, 0, q);
                var queue = new VkQueue(q.get(0), device);
                check(vkCreateFence(device, VkFenceCreateInfo.calloc(stack).sType$Default(), null, h), "vkCreateFence");
                fence = h.get(0);
                check(vkQueueSubmit(queue, VkSubmitInfo.calloc(stack).sType$Default().pCommandBuffers(stack.pointers(commands)), fence),
                        "vkQueueSubmit");
                check(vkWaitForFences(device, stack.longs(fence), true, Long.MAX_VALUE), "vkWaitForFences");
            }
        }

        /** Destroys every object made, the last made first; after a failed call, waits for the device to be idle. */
        @Override
        public void close() {
            vkDeviceWaitIdle(device);
            vkDestroyFence(device, fence, null);
            vkDestroyCommandPool(device, commandPool, null);
            vkDestroyDescriptorPool(device, pool, null);
            vkDestroyPipeline(device, pipeline, null);
            vkDestroyPipelineLayout(device, pipelineLayout, null);
            vkDestroyDescriptorSetLayout(device, setLayout, null);
            vkDestroyShaderModule(device, module, null);
            vkDestroyBuffer(device, buffer, null);
            vkFreeMemory(device, memory, null);
            vkDestroyDevice(device, null);
            vkDestroyInstance(instance, null);
        }
    }
}
