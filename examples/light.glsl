// A point light and its material as a renderer shares them between the host and a shader.
// This file is both GLSL and the AbiStruct schema language, so the shader can include it as it is.
//
//   bin/abistruct layout --abi std140 examples/light.glsl
//   bin/abistruct layout --abi x86_64-sysv,std140,std430,scalar examples/light.glsl

struct Material {
    vec3 albedo;
    float roughness;
    float metallic;
};

struct Light {
    vec3 position;      // world space
    float radius;       // packs into the vec3's 16-byte slot under std140 and std430
    vec4 color;         // rgb and intensity
    mat4 model;         // column-major
    int flags[4];       // array stride 16 under std140, 4 under std430
    Material material;
};
