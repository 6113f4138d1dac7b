package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * An enum declared again with a fixed underlying type (C23) where it had none, or without one where it had one,
 * against clang {@code -std=c2x} (GCC 12 has no fixed underlying types): {@code enum E : int; enum E { A };} is
 * refused at the second {@code E} ("enumeration previously declared with fixed underlying type"), and so is
 * {@code enum E { A }; enum E : int;} ("... nonfixed ..."). The schema compared the two by their integer type only and
 * took both. {@code enum E;} is a declaration too, and naming an enum before any declaration of it
 * ({@code typedef enum E T;}, {@code enum E *p;}) declares it without a fixed type; naming it after one
 * ({@code enum E x;}) does not declare it, and naming it in a parameter list ({@code void f(enum E *p);}) declares it
 * in the prototype's scope only. A qualified underlying type, {@code enum E : const int}, which the schema
 * refused, is taken as clang takes it, and is the same underlying type as {@code int} in a redeclaration; a
 * {@code restrict} there is refused at the keyword ({@link RestrictClangTest}). Each case is a file of its own.
 */
class EnumRedeclarationClangTest {
    /** Refused by clang. */
    private static final List<String> REFUSED = List.of(
            "enum E : int; enum E { A };",
            "enum E : unsigned; enum E { A };",
            "enum E { A }; enum E : int;",
            "enum E { A = 1 }; enum E : unsigned { B };",
            "enum E : int; enum E;",
            "enum E : int { A }; enum E;",
            "enum E : int; enum E : int; enum E;",
            "enum E : int; struct H { enum E; int x; };",
            "enum E; enum E : int;",
            "typedef enum E T; enum E : int;",
            "enum E *p; enum E : int;",
            "struct H { enum E *p; }; enum E : int;",
            "void f(enum E *p); enum E; enum E : int;",
            "enum E : int { A }; enum E { B };",
            "enum E : const int; enum E : long;",
            "enum E : const char; enum E : signed char;",
            "enum E : const int; enum E { A };",
            "enum E : const float { A };",
            "enum E : const { A };",
            "enum E : const C { A };",
            "enum E : restrict int { A };",
            "enum E : const restrict int { A };");

    /** Taken by clang. */
    private static final List<String> TAKEN = List.of(
            "enum E : int; enum E : int { A };",
            "enum E : int { A }; enum E : int;",
            "enum E : int; enum E x;",
            "enum E : int; typedef enum E T; enum E *p;\nstruct H { enum E e; T t; };",
            "enum E; enum E { A };",
            "enum E; enum E;",
            "enum E { A }; enum E;",
            "typedef enum E T; enum E { A };\nstruct H { T t; enum E e; };",
            "enum E; enum E { A = 0x80000000u };\nstruct H { enum E e; };",
            "typedef enum E E; enum E { A };\nstruct H { E e; };",
            "enum E : const int { A };\nstruct H { enum E e; };",
            "enum E : volatile int { A };",
            "enum E : int const volatile { A };",
            "enum E : unsigned const long long { A = 1 };",
            "enum E : const int; enum E : int { A };\nstruct H { enum E e; };",
            "enum E : volatile int; enum E : const int { A };",
            "typedef int I; enum E : const I { A }; enum E : I const;",
            "enum E : const unsigned char { A = 255 };\nstruct H { char c; enum E e; };",
            "struct H { int y; enum : const int { Z } e; enum F : const short; enum F f; };",
            // an enum first named in a parameter list is declared in the prototype's scope only
            "void f(enum E *p); enum E : int { A };\nstruct H { enum E e; };",
            "typedef void (*F)(enum E *); enum E : int;",
            "struct H { void (*f)(enum E); }; enum E : short { A };\nstruct I { char c; enum E e; };");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} ({1})")
    @CsvSource(textBlock = """
            x86_64-linux-gnu, x86_64-sysv
            x86_64-pc-windows-msvc, x86_64-msvc
            aarch64-linux-gnu, aarch64
            """)
    void theSchemaRefusesTheRedeclarationsClangRefuses(String triple, String abiId) throws Exception {
        Oracle.require("clang", "clang");
        FirstErrors.agree(dir, FirstErrors.clang(triple, "c2x"), Abi.of(abiId), REFUSED, TAKEN);
    }

    @Test
    void theMessageSaysWhichDeclarationHasTheFixedType() {
        Abi abi = Abi.of("x86_64-sysv");
        assertThat(FirstErrors.schemaReason("enum E : int;\nenum E { A };", abi)).isEqualTo("duplicate type 'E' (first"
                + " declared at c.c:1:6): it has a fixed underlying type there and none here, which clang refuses"
                + " (enumeration previously declared with fixed underlying type)");
        assertThat(FirstErrors.schema("enum E : int;\nenum E { A };", abi)).isEqualTo("2:6");
        assertThat(FirstErrors.schemaReason("typedef enum E T;\nenum E : int;", abi)).isEqualTo("duplicate type 'E'"
                + " (first declared at c.c:1:14): it has no fixed underlying type there and one here, which clang"
                + " refuses (enumeration previously declared with nonfixed underlying type)");
        assertThat(FirstErrors.schemaReason("enum E : const float { A };", abi)).isEqualTo("an enum's underlying type"
                + " must be an integer type or bool, not 'float'");
        assertThat(FirstErrors.schema("enum E : const float { A };", abi)).isEqualTo("1:16");
    }
}
