// Golden vectors for the wgsl-uniform ABI: structs that satisfy the uniform address-space layout
// constraints, validated by naga-cli 30.0.1 (regenerate.sh records the offsets and spans).
enable f16;

struct L { pos: vec3<f32>, r: f32, uv: vec2<f32> }
struct Mixed {
    f: f32, v3: vec3<f32>, g: f32, v2: vec2<f32>,
    arr: array<vec4<f32>, 3>,
    m33: mat3x3<f32>, m22: mat2x2<f32>, m32: mat3x2<f32>,
    l: L, ls: array<L, 2>,
    h: f32,
}

struct Pair { x: f32, y: f32 }
// 16-byte-aligned array elements (vec3 and mat2x2 both have stride 16) and a small struct made legal
// with @align(16) on itself and on the member after it.
struct Strides {
    v3a: array<vec3<f32>, 2>,
    b: f32,
    @align(16) m22a: array<mat2x2<f32>, 2>,
    c: f32,
    @align(16) p: Pair,
    @align(16) d: f32,
    e: f32,
}

struct Halves { h: f16, v: vec3<f16>, w: vec4<f32>, mh: mat4x4<f16>, m32h: mat3x2<f16>, t: f16 }

// A struct as the last member needs no spacing after it; a vec4 after a 16-byte struct is legal.
struct Tail { a: vec4<f32>, p: Pair }
struct Head { s: Tail, v: vec4<f32>, last: Pair }

@group(0) @binding(0) var<uniform> u0: Mixed;
@group(0) @binding(1) var<uniform> u1: Strides;
@group(0) @binding(2) var<uniform> u2: Halves;
@group(0) @binding(3) var<uniform> u3: Head;

@compute @workgroup_size(1) fn main() {}
