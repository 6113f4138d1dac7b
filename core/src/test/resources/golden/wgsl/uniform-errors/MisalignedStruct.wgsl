// naga-cli 30.0.1 rejects this struct in the uniform address space; naga-30.0.1.txt records the
// error and the layout naga gives the same struct in the storage address space.
enable f16;
struct Small { x: f32, y: vec2<f32> }
struct MisalignedStruct { a: f32, small: Small }
@group(0) @binding(0) var<uniform> buf: MisalignedStruct;
@compute @workgroup_size(1) fn main() {}
