// naga-cli 30.0.1 rejects this struct: it is not host-shareable (naga-30.0.1.txt records the error).
enable f16;
struct BoolMember { a: f32, flag: bool }
@group(0) @binding(0) var<storage,read> buf: BoolMember;
@compute @workgroup_size(1) fn main() {}
