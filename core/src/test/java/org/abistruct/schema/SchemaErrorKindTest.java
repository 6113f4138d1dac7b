package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * An error says what it is about apart from its wording: the #include hint ({@link UnreadIncludes}) and the CLI's
 * advice for a binary file go by that, so rewording a message cannot drop them.
 */
class SchemaErrorKindTest {

    private static SchemaException error(String text) {
        SchemaException e = catchThrowableOfType(SchemaException.class, () -> SchemaParser.parse("t.h", text));
        assertThat(e).as("error for %s", text).isNotNull();
        return e;
    }

    @Test
    void anUnknownTypeCarriesItsName() {
        assertThat(error("struct A { Foo f; };").unknownType()).isEqualTo("Foo");
        assertThat(error("struct A { flaot f; };").unknownType()).isEqualTo("flaot");
        assertThat(error("struct A { struct Nope n; };").unknownType()).isEqualTo("struct Nope");
        assertThat(error("#version 450\nstruct S { float4x4 m; };").unknownType()).isEqualTo("float4x4");
        assertThat(error("struct A { int x; } a; struct B { int y; float z; Foo w; };").unknownType()).isEqualTo("Foo");
    }

    @Test
    void anErrorThatSaysWhyTheNameIsNoTypeIsNoUnknownType() {
        // what no header declares: the #include hint would mislead
        assertThat(error("class A { public: int x; };").unknownType()).isNull();
        assertThat(error("struct A { std::uint32_t x; };").unknownType()).isNull();
        assertThat(error("#version 450\nlayout(std140) uniform U { row_major mat4 m; };").unknownType()).isNull();
        // a tag declared in a parameter list, whose scope has ended
        assertThat(error("struct S { int (*f)(struct T *t); struct T x; };").unknownType()).isNull();
        assertThat(error("struct A { int x };").unknownType()).isNull();
    }

    @Test
    void anUnexpectedCharacterCarriesItsCodePoint() {
        assertThat(error("struct S { int @x; };").unexpectedCharacter()).hasValue('@');
        assertThat(error("struct S { int x\u00e9; };").unexpectedCharacter()).hasValue(0xE9);
        assertThat(error("\u001f\u008b").unexpectedCharacter()).hasValue(0x1F);
        assertThat(error("struct S { int x\uFFFD; };").unexpectedCharacter()).hasValue(0xFFFD);
        // beyond the Basic Multilingual Plane, one code point of two chars
        assertThat(error("struct S { int x\uD83D\uDE00; };").unexpectedCharacter()).hasValue(0x1F600);
        // in a GLSL file, which glslang's macro expansion reads
        assertThat(error("#version 450\nstruct S { int x\u0001; };").unexpectedCharacter()).hasValue(1);
        // where the GLSL file may define a macro around it in several ways, which the message adds
        SchemaException several = error("#version 450\n#ifdef A\n#define M(x) x\n#endif\nstruct S { int a[M(1\u0001)];"
                + " };");
        assertThat(several.reason()).endsWith("the file may define the macros here in several ways, and one keeps it in"
                + " the code");
        assertThat(several.unexpectedCharacter()).hasValue(1);
    }

    @Test
    void anotherErrorCarriesNoCharacter() {
        assertThat(error("struct S { char c[sizeof(\"x)]; };").unexpectedCharacter()).isEqualTo(OptionalInt.empty());
        assertThat(error("#version 450\nstruct S { int a['x']; };").unexpectedCharacter()).isEmpty();
        assertThat(error("struct A { Foo f; };").unexpectedCharacter()).isEmpty();
        assertThat(new SchemaException(null, "unexpected character U+FFFD").unexpectedCharacter()).isEmpty();
    }

    @Test
    void theIncludeHintKeepsWhatTheErrorIsAbout() {
        assertThat(error("#include \"foo.h\"\nstruct A { Foo f; };").unknownType()).isEqualTo("Foo");
    }
}
