package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.abistruct.abi.CAbi;
import org.abistruct.abi.VaList;
import org.abistruct.type.ArrayType;
import org.abistruct.type.PointerType;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * What the schema makes of GNU {@code mode(M)}, {@code __builtin_va_list} and asm labels without clang: the types they
 * give, and the refusals that stay, read for every ABI or for one ({@link GnuModeAndVaListClangTest} holds the rest to
 * clang).
 */
class GnuModeAndVaListTest {
    private static StructType read(String text, String abi) {
        return SchemaParser.parse("t.h", text, CommandLineMacros.NONE, abi == null ? null : CAbi.of(abi)).types()
                .getLast();
    }

    private static SchemaException refusal(String text, String abi) {
        return catchThrowableOfType(SchemaException.class, () -> read(text, abi));
    }

    @Test
    void modesOfAFixedSizeNeedNoTargetAndKeepTheSignedness() {
        StructType s = read("typedef unsigned U8 __attribute__((__mode__(__QI__)));\n"
                + "struct S { U8 a; int b __attribute__((mode(HI))); unsigned long c __attribute__((mode(SI)));"
                + " short d __attribute__((mode(DI))); unsigned e __attribute__((mode(byte))); };", null);
        assertThat(s.members()).extracting(m -> m.type()).containsExactly(Scalar.UINT8, Scalar.INT16, Scalar.UINT32,
                Scalar.INT64, Scalar.UINT8);
    }

    @Test
    void wordAndPointerModesHaveAPointersSizeOnTheTarget() {
        String text = "typedef int register_t __attribute__ ((__mode__ (__word__)));\n"
                + "struct S { register_t r; unsigned p __attribute__((mode(pointer))); };";
        assertThat(read(text, "x86_64-sysv").members()).extracting(m -> m.type())
                .containsExactly(Scalar.INT64, Scalar.UINT64);
        assertThat(read(text, "i386-sysv").members()).extracting(m -> m.type())
                .containsExactly(Scalar.INT32, Scalar.UINT32);
    }

    @Test
    void wordModeWithoutATargetIsRefusedAtTheAttribute() {
        SchemaException e = refusal("typedef int register_t __attribute__ ((__mode__ (__word__)));", null);
        assertThat(e.position().column()).isEqualTo(40); // at __mode__, where clang reports mode errors
        assertThat(e.reason()).contains("'word' mode depends on the target").contains("read the file for one C ABI");
    }

    @Test
    void modesTheSchemaDoesNotLayOutAreRefusedWithAReason() {
        assertThat(refusal("typedef int T __attribute__((mode(OI)));", "x86_64-sysv").reason())
                .contains("more than 16 bytes");
        // GCC refuses TI where it has no __int128; clang takes it there, the one target-dependent mode it does
        assertThat(refusal("typedef int T __attribute__((mode(TI)));", "arm32").reason())
                .contains("4-byte pointers");
        assertThat(refusal("typedef float F __attribute__((mode(DF)));", null).reason())
                .contains("floating-point, complex and vector modes are not read");
        assertThat(refusal("typedef int V __attribute__((mode(V4SI)));", null).reason())
                .contains("vector modes are not read");
        // clang takes it, gcc refuses it
        assertThat(refusal("typedef _Bool B __attribute__((mode(SI)));", null).reason())
                .contains("does not match an integer mode");
        assertThat(refusal("typedef char C __attribute__((mode(DI)));", "aarch64").reason())
                .contains("plain char's signedness");
    }

    @Test
    void theDiModesCTypeIsLongWhereLongHas64Bits() {
        String asLong = "typedef int D __attribute__((mode(DI)));\ntypedef long D;\nstruct S { D d; };";
        assertThat(read(asLong, "aarch64-apple").members().getFirst().type()).isEqualTo(Scalar.INT64);
        assertThat(refusal(asLong, "x86_64-msvc").reason()).contains("'D'");
        // read for every ABI, a member of a type that is the same under some ABIs only is refused
        assertThat(refusal(asLong, null).reason()).contains("one only under x86_64-sysv").contains("aarch64-apple")
                .contains("mode(DI) is another C type");
    }

    @Test
    void vaListIsEachTargetsOwn() {
        String text = "typedef __builtin_va_list __gnuc_va_list;\nstruct S { __gnuc_va_list v; };";
        var x86 = (ArrayType) read(text, "x86_64-sysv").members().getFirst().type();
        assertThat(x86.length()).isEqualTo(1);
        assertThat(((StructType) x86.element()).name()).isEqualTo("__va_list_tag");
        assertThat(((StructType) read(text, "aarch64").members().getFirst().type()).members()).hasSize(5);
        assertThat(read(text, "x86_64-msvc").members().getFirst().type()).isInstanceOf(PointerType.class);
        assertThat(read(text, "x86_64-sysv").members()).isNotEmpty();
        // derived from a built-in ABI by its pack or byte order, it keeps that ABI's
        assertThat(SchemaParser.parse("t.h", text, CommandLineMacros.NONE, CAbi.of("aarch64").withPack(2)).types()
                .getLast().members().getFirst().type()).isInstanceOf(StructType.class);
    }

    @Test
    void vaListByValueIsRefusedWithoutATargetAndOnAnAbiBuiltWithoutIt() {
        String text = "struct S { int n; __builtin_va_list v; };";
        SchemaException e = refusal(text, null);
        assertThat(e.position().column()).isEqualTo(19);
        assertThat(e.reason()).contains("read the file for one C ABI");
        SchemaException custom = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h", text,
                CommandLineMacros.NONE, CAbi.builder().id("mine").build()));
        assertThat(custom.reason()).contains("'mine' is not known").contains("CAbi.Builder.vaList(...)");
        // a copy of a built-in ABI keeps its va_list, and one built with it has it
        assertThat(SchemaParser.parse("t.h", text, CommandLineMacros.NONE, CAbi.of("aarch64").toBuilder().id("mine")
                .build()).types().getLast().members().get(1).type()).isInstanceOf(StructType.class);
        assertThat(SchemaParser.parse("t.h", text, CommandLineMacros.NONE, CAbi.builder().id("mine")
                .vaList(VaList.CHAR_POINTER).build()).types().getLast().members().get(1).type())
                .isEqualTo(new PointerType("char"));
        // a typedef, a pointer and a parameter need no layout of it
        assertThat(read("typedef __builtin_va_list V;\nvoid f(V ap);\nstruct S { V *p; };", null).members())
                .hasSize(1);
    }

    @Test
    void asmLabelsAreSkippedAndRefusedWhereCompilersRefuseThem() {
        assertThat(read("extern char *strchr (const char *, int) __asm__ (\"\" \"strchr\")"
                + " __attribute__ ((__pure__));\nstruct S { int a; };", null).name()).isEqualTo("S");
        assertThat(refusal("extern int f (int) __asm__ (L\"bar\");", null).reason())
                .contains("expected a string literal");
        assertThat(refusal("void f(int p __asm__(\"q\"));", null).reason()).contains("parameter 'p'");
        assertThat(refusal("extern int f (int) __attribute__((pure)) asm (\"g\");", null).reason())
                .contains("must come before its attributes");
    }
}
