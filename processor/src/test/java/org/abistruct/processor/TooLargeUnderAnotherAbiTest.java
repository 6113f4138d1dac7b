package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record its default ABI lays out may be too large under another: 2 GiB of ints passes the 2147483647 bytes a
 * 32-bit C object may have, and 16-byte std140 elements make an array of 4-byte structs four times larger, past the
 * 2^60 - 1 bytes AbiStruct lays out. The first view under that ABI is refused with a {@code LayoutException} naming
 * the struct, the ABI and the member (docs/runtime.md), not a wrong layout or an overflow.
 */
class TooLargeUnderAnotherAbiTest {

    @Test
    void aStructTooLargeForTheAbiOfAViewIsRefusedNamingStructAbiAndMember(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("h/BigDecl.java", """
                package h;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record BigDecl(@Length(536870912) int[] a) { }
                """);
        sources.put("h/OneIntDecl.java", """
                package h;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record OneIntDecl(int x) { }
                """);
        sources.put("h/GridDecl.java", """
                package h;
                import org.abistruct.annotation.*;
                @Struct(abi = "x86_64-sysv")
                record GridDecl(@Length({2147483639, 67108864}) OneIntDecl[][] cells) { }
                """);
        sources.put("h/Driver.java", """
                package h;
                import java.util.function.Supplier;
                import org.abistruct.abi.Abi;
                import org.abistruct.layout.LayoutException;
                public final class Driver implements Supplier<String> {
                    public String get() {
                        var out = new StringBuilder();
                        out.append(Big.layout(Abi.of("x86_64-sysv")).byteSize()).append('\\n');
                        out.append(Grid.layout(Abi.of("x86_64-sysv")).byteSize()).append('\\n');
                        try {
                            Big.wrap(new byte[16], Abi.of("i386-sysv"));
                        } catch (LayoutException e) {
                            out.append(e.getMessage()).append('\\n');
                        }
                        try {
                            Grid.wrap(new byte[16], Abi.of("std140"));
                        } catch (LayoutException e) {
                            out.append(e.getMessage());
                        }
                        return out.toString();
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("h.Driver").getConstructor().newInstance();
            assertThat(driver.get().lines()).containsExactly(
                    "2147483648",
                    String.valueOf(2147483639L * 67108864 * 4),
                    "cannot lay out Big under i386-sysv: member 'a' is too large for i386-sysv: 2147483648 bytes, more"
                            + " than the 2147483647 an object may have",
                    "cannot lay out Grid under std140: struct Grid is too large for std140: its size passes"
                            + " 1152921504606846975 bytes at member 'cells'");
        }
    }
}
