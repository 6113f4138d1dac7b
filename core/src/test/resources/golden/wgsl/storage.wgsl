// Golden vectors for the wgsl-storage ABI. Every struct below is bound in the storage address space
// and validated by naga-cli 30.0.1; regenerate.sh records the offsets and spans naga computed.
enable f16;

struct Scalars { a: f32, b: i32, c: u32, h: f16, i: f16, j: u32, k: f16 }

struct Vectors { a: f32, v2: vec2<f32>, v3: vec3<f32>, b: f32, v4: vec4<f32>, iv3: vec3<i32>, uv2: vec2<u32>, c: f32 }

struct HalfVectors { a: f16, h2: vec2<f16>, h3: vec3<f16>, b: f16, h4: vec4<f16>, c: f16 }

struct Matrices {
    a: f32,
    m22: mat2x2<f32>, m23: mat2x3<f32>, m24: mat2x4<f32>,
    b: f32,
    m32: mat3x2<f32>, m33: mat3x3<f32>, m34: mat3x4<f32>,
    c: f32,
    m42: mat4x2<f32>, m43: mat4x3<f32>, m44: mat4x4<f32>,
    d: f32,
}

struct HalfMatrices { a: f16, m22: mat2x2<f16>, m33: mat3x3<f16>, b: f16, m43: mat4x3<f16>, m24: mat2x4<f16>, c: f16 }

struct Arrays {
    a: f32,
    fa: array<f32, 3>,
    v3a: array<vec3<f32>, 2>,
    b: f32,
    ma: array<mat3x2<f32>, 2>,
    na: array<array<vec2<f32>, 3>, 2>,
    ha: array<vec3<f16>, 3>,
    c: f16,
}

struct Small { x: f32, y: vec2<f32> }
struct Inner { p: vec3<f32>, r: f32, uv: vec2<f32> }
struct Nested { a: f32, s: Small, b: f32, i: Inner, arr: array<Small, 3>, c: f32 }

struct RuntimeVec3 { n: u32, data: array<vec3<f32>> }
struct RuntimeStruct { head: vec2<f32>, items: array<Inner> }

struct Aligned { a: f32, @align(16) b: f32, c: f32, @align(32) d: vec2<f32>, e: f32 }

@group(0) @binding(0) var<storage, read> b0: Scalars;
@group(0) @binding(1) var<storage, read> b1: Vectors;
@group(0) @binding(2) var<storage, read> b2: HalfVectors;
@group(0) @binding(3) var<storage, read> b3: Matrices;
@group(0) @binding(4) var<storage, read> b4: HalfMatrices;
@group(0) @binding(5) var<storage, read> b5: Arrays;
@group(0) @binding(6) var<storage, read> b6: Nested;
@group(0) @binding(7) var<storage, read> b7: RuntimeVec3;
@group(0) @binding(8) var<storage, read> b8: RuntimeStruct;
@group(0) @binding(9) var<storage, read> b9: Aligned;

@compute @workgroup_size(1) fn main() {}
