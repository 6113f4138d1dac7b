/* Cross-check of the Metal golden vectors (MetalGoldenTest): MSL vectors modelled as clang ext_vector_type,
 * whose sizes equal the MSL table (char3 4, short3/half3 8, float3 16), and MSL floatCxR as C column vectors.
 * Run: clang -target arm64-apple-macos -fsyntax-only -Xclang -fdump-record-layouts metal-layout-check.c */
#include <stdbool.h>
typedef unsigned char uchar;
typedef _Float16 half;
typedef char char3 __attribute__((ext_vector_type(3)));
typedef short short3 __attribute__((ext_vector_type(3)));
typedef half half2 __attribute__((ext_vector_type(2)));
typedef half half3 __attribute__((ext_vector_type(3)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float3 __attribute__((ext_vector_type(3)));
typedef float float4 __attribute__((ext_vector_type(4)));
/* MSL matrices: floatCxR = C columns, each an R-component vector */
typedef struct { float2 c[2]; } float2x2;
typedef struct { float3 c[2]; } float2x3;
typedef struct { float2 c[3]; } float3x2;
typedef struct { float3 c[3]; } float3x3;
typedef struct { float3 c[4]; } float4x3;
typedef struct { half2 c[2]; } half2x2;
typedef struct { half3 c[3]; } half3x3;

struct MScalars { bool flag; float f; char c; half h; short s; bool b2; uchar u; int i; };
struct MVectors { float a; float3 v; float b; char3 c3; short3 s3; half3 h3; int2 i2; float4 f4; char c; };
struct MVec3Float { float3 p; float r; };
struct MMatrices { float a; float2x2 m22; float b; float3x3 m33; float c; float4x3 m43; half h; half2x2 hm22; half3x3 hm33; float2x3 m23; float3x2 m32; };
struct MArrays { float a; float3 v[2]; char3 c[3]; half3 h[2]; float2x2 m[2]; bool flags[3]; float tail; };
struct Light { float3 pos; float r; };
struct MNested { float a; struct Light l; bool on; struct Light ls[2]; char tail; };
struct MAligned { float a; _Alignas(16) float b; char c; };
int x[] = { sizeof(struct MScalars), sizeof(struct MVectors), sizeof(struct MVec3Float), sizeof(struct MMatrices),
 sizeof(struct MArrays), sizeof(struct MNested), sizeof(struct MAligned) };
