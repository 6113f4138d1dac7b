// naga-cli 30.0.1 rejects this struct in the uniform address space; naga-30.0.1.txt records the
// error and the layout naga gives the same struct in the storage address space.
enable f16;
struct RuntimeArray { n: vec4<u32>, items: array<vec4<f32>> }
@group(0) @binding(0) var<uniform> buf: RuntimeArray;
@compute @workgroup_size(1) fn main() {}
