package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.abistruct.AbiStructException;
import org.abistruct.abi.Abi;
import org.junit.jupiter.api.Test;

/**
 * GNU C's struct or union without members ({@code struct { } __empty_entries;}, which the Linux uAPI headers'
 * {@code __DECLARE_FLEX_ARRAY} puts before a flexible array member, as in {@code struct kvm_msrs}): 0 bytes under GCC and
 * clang's other targets, 4 under clang's Microsoft targets, aligned to 1 (or as an attribute asks) under both, laid out
 * as clang does under each C ABI's target and gcc on the host; the GPU ABIs cannot hold one. A struct of unnamed
 * bitfields only ({@code struct bpf_timer { __u64 :64; __u64 :64; }}) is laid out as its bitfields ask, and 0 bytes as
 * {@code struct { }} is (4 under clang's Microsoft targets).
 */
class EmptyStructsClangTest {
    /** Each struct or union {@code H...} laid out as clang and gcc lay it out. */
    private static final List<String> LAID_OUT = List.of(
            "struct H1 { };",
            "union H2 { };",
            "struct E { };\nstruct H3 { char c; struct E e; char d; };",
            "struct H4 { int n; struct { struct { } __empty_x; long long x[]; }; };",
            "struct __attribute__((aligned(8))) H5 { };",
            "struct H6 { char c; struct { } e[3]; short s; };",
            "struct H7 { char c; union { struct { } e; int i; }; };",
            "struct __attribute__((packed)) H8 { char c; struct { } e; int i; };",
            "#pragma pack(push, 1)\nstruct H9 { char c; struct { } e; int i; };\n#pragma pack(pop)",
            "#pragma pack(push, 2)\nstruct __attribute__((aligned(8))) H10 { };\n#pragma pack(pop)",
            "struct E { };\nstruct H11 { char c; _Alignas(8) struct E e; char d; };",
            "struct E { };\nstruct H12 { struct E e; int i; };\nstruct H13 { double d; struct E e; };",
            "struct __attribute__((aligned(2))) H14 { };\nstruct __attribute__((aligned(16))) H15 { };",
            "struct E { };\nstruct H16 { char c; struct E e[0]; char d; };",
            // only unnamed bitfields: laid out as their bitfields ask, and 0 bytes as struct { } (4 under clang's MS targets)
            "struct H17 { int : 0; };\nstruct H18 { char c; struct H17 u; char d; };\nstruct H19 { long long : 0; };",
            "struct H20 { unsigned long long : 64; unsigned long long : 64; } __attribute__((aligned(8)));",
            "struct H21 { char : 3; };\nstruct H22 { int : 3; int : 0; char : 2; };\nunion H23 { int : 3; };",
            "struct H24 { long long : 3; };\nstruct H25 { char c; struct H24 u; char d; };",
            "struct H26 { int : 0; int a[0]; };\nstruct H27 { struct { int : 5; }; };");

    @Test
    void emptyStructsAreLaidOutAsClangAndGccLayThemOut() {
        for (String c : LAID_OUT) {
            ClangStaticAsserts.assertTakenAndLaidOutAsClangAndGcc(c, true, ClangTargets.everyCAbi());
        }
    }

    @Test
    void theGpuAbisCannotHoldOne() {
        Schema schema = SchemaParser.parse("c.c", "struct E { };");
        assertThatThrownBy(() -> Abi.of("std430").layout(schema.types().getFirst()))
                .isInstanceOf(AbiStructException.class).hasMessageContaining("struct E has no members");
    }
}
