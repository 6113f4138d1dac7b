// naga-cli 30.0.1 rejects this struct in the uniform address space; naga-30.0.1.txt records the
// error and the layout naga gives the same struct in the storage address space.
enable f16;
struct Holder { weights: array<f32, 2> }
struct NestedFloatArray { v: vec4<f32>, holder: Holder }
@group(0) @binding(0) var<uniform> buf: NestedFloatArray;
@compute @workgroup_size(1) fn main() {}
