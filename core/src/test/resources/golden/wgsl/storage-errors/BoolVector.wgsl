// naga-cli 30.0.1 rejects this struct: it is not host-shareable (naga-30.0.1.txt records the error).
enable f16;
struct BoolVector { a: f32, flags: vec2<bool> }
@group(0) @binding(0) var<storage,read> buf: BoolVector;
@compute @workgroup_size(1) fn main() {}
