// naga-cli 30.0.1 rejects this struct in the uniform address space; naga-30.0.1.txt records the
// error and the layout naga gives the same struct in the storage address space.
enable f16;
struct FloatArray { a: f32, scalars: array<f32, 4> }
@group(0) @binding(0) var<uniform> buf: FloatArray;
@compute @workgroup_size(1) fn main() {}
