// naga-cli 30.0.1 rejects this struct in the uniform address space; naga-30.0.1.txt records the
// error and the layout naga gives the same struct in the storage address space.
enable f16;
struct Vec2Array { a: vec4<f32>, uvs: array<vec2<f32>, 2> }
@group(0) @binding(0) var<uniform> buf: Vec2Array;
@compute @workgroup_size(1) fn main() {}
