/*
 * The structure of Fig. 1 of the LUtils thesis (section 2.2): an int followed by a 3-component float
 * vector. Under Microsoft's x64 ABI the vector is a float[3] at offset 4 (size 16); under OpenGL's
 * std140 it is 16-aligned, so it sits at offset 16 and the struct is 32 bytes.
 *
 *   bin/abistruct layout --abi x86_64-msvc,std140 examples/fig1.h
 */
struct Fig1 {
    int i;
    float3 v;
};
