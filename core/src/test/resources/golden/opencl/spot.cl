/* OpenCL C spot checks (OpenClGoldenTest). Run: clang -x cl -cl-std=CL2.0 -target spir64 -fsyntax-only -Xclang -fdump-record-layouts spot.cl */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
struct Appendix { float a; float3 v; float b; bool flag; double2 d2; char3 c3; };
struct Wide { char c; long l; short3 s3; half h; uchar16 u16; float8 f8; int i; };
struct Inner { char3 c; float f; };
struct Outer { char head; struct Inner in; int3 arr[2]; ushort tail; };
kernel void k(global struct Appendix *a, global struct Wide *w, global struct Outer *o) {}
constant int sizes[] = { sizeof(struct Appendix), sizeof(struct Wide), sizeof(struct Outer) };
