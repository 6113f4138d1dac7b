package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.abistruct.abi.Abi;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Declarations of one name twice with {@code <stdint.h>} or {@code <stddef.h>} types, checked against a compiler with
 * the target's own headers: those that agree or differ under every target are taken or refused where the compiler
 * does ({@link FirstErrors#agree}); one valid under some targets only ({@code someTargets}, each on one line, the
 * second declaration's {@code name} last) is taken, as is a pointer member to it, while a member of it is refused
 * where used, naming the ABIs it is valid for, each one whose compiler takes the file.
 *
 * @param name   the declared name's letter, as the compiler's error column finds it ({@code I}, {@code E})
 * @param member a struct declaring a member of the type, on the line after a case
 * @param pointer a struct declaring a pointer to it
 */
record TargetDependentCases(List<String> someTargets, List<String> refused, List<String> taken, char name,
                            String member, String pointer) {

    /** Every built-in C ABI with the clang target whose headers and rules it follows: (triple, ABI id). */
    static List<Arguments> clangTargets() {
        return List.of(Arguments.of("x86_64-linux-gnu", "x86_64-sysv"),
                Arguments.of("x86_64-pc-windows-msvc", "x86_64-msvc"),
                Arguments.of("i386-linux-gnu", "i386-sysv"), Arguments.of("i386-pc-windows-msvc", "i386-msvc"),
                Arguments.of("aarch64-linux-gnu", "aarch64"), Arguments.of("arm64-apple-macos", "aarch64-apple"),
                Arguments.of("aarch64-pc-windows-msvc", "aarch64-msvc"), Arguments.of("arm-linux-gnueabihf", "arm32"),
                Arguments.of("riscv64-linux-gnu", "riscv64"), Arguments.of("powerpc64le-linux-gnu", "ppc64le"),
                Arguments.of("s390x-linux-gnu", "s390x"));
    }

    /** {@code command} with the target's headers included without a C library ({@code -ffreestanding}). */
    static List<String> withHeaders(String... command) {
        var full = new ArrayList<>(List.of(command));
        full.addAll(List.of("-ffreestanding", "-include", "stdint.h", "-include", "stddef.h"));
        return full;
    }

    void check(Path dir, List<String> compiler, String abiId) throws Exception {
        Abi abi = Abi.of(abiId);
        FirstErrors.agree(dir, compiler, abi, refused, taken);
        for (String c : someTargets) {
            // the compiler takes the file, member and all, or refuses it at the second declaration's name
            String compiled = FirstErrors.compiler(dir, compiler, c + member + "\n");
            assertThat(compiled).as(c).isIn("", "1:" + (c.lastIndexOf(name) + 1));
            assertThat(FirstErrors.schema(c + "\n", abi)).as(c).isEmpty();
            assertThat(FirstErrors.schema(c + pointer + "\n", abi)).as(c + pointer).isEmpty();
            assertThat(FirstErrors.schema(c + member + "\n", abi)).as(c + member).isEqualTo("2:12");
            String reason = FirstErrors.schemaReason(c + member + "\n", abi);
            assertThat(validUnder(reason).contains(abiId)).as(reason + "\nnames " + abiId + ", where " + compiler
                    + " refuses it at '" + compiled + "'").isEqualTo(compiled.isEmpty());
        }
    }

    /** The ABIs the schema's message says a case is valid for: those listed after "only under". */
    private static List<String> validUnder(String reason) {
        int from = reason.indexOf(" only under ") + " only under ".length();
        return List.of(reason.substring(from, reason.indexOf(" (", from)).split(", "));
    }
}
