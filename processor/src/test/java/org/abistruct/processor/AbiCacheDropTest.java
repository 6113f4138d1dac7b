package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Views made before a struct's ABI cache dropped its layouts (past 256 ABIs) still move where views made after it
 * point them: the cache makes an equal layout again, another object than the old views, the template's {@code static
 * final} one and enclosing structs' layouts hold, and {@code array.get(i, reuse)} and {@code outer.inner(reuse)}
 * refused it as "another layout". Compiled in a class loader of its own, so that no other test's classes see the
 * drop.
 */
class AbiCacheDropTest {

    @Test
    void viewsMadeBeforeTheCacheDroppedALayoutMoveOverItsEqualMadeAgain(@TempDir Path dir) throws Exception {
        var sources = new LinkedHashMap<String, String>();
        sources.put("d/Decls.java", """
                package d;
                import org.abistruct.annotation.Length;
                import org.abistruct.annotation.Struct;
                public final class Decls {
                    @Struct(name = "Inner") public record InnerDecl(int a, double b) {}
                    @Struct(name = "Outer") public record OuterDecl(int x, InnerDecl in, @Length(2) InnerDecl[] ins) {}
                }
                """);
        sources.put("d/Driver.java", """
                package d;
                import java.util.function.Supplier;
                import org.abistruct.abi.Abi;
                import org.abistruct.abi.CAbi;
                public final class Driver implements Supplier<String> {
                    @Override
                    public String get() {
                        Abi msvc = Abi.of("x86_64-msvc"); // not the default: a hidden direct class
                        Inner first = Inner.calloc(); // the template's layout, of the default ABI
                        Outer outer = Outer.calloc(msvc); // holds Inner's msvc layout
                        Inner.Array before = Inner.callocArray(2, msvc);
                        Inner.Layout dropped = Inner.boundLayout(msvc);
                        for (int i = 0; i < 300; i++) { // ABIs equal only to themselves: Inner's cache starts again
                            Inner.calloc(CAbi.builder().id("user-" + i).build()).free();
                        }
                        StringBuilder out = new StringBuilder();
                        out.append(Inner.boundLayout(msvc) != dropped).append(' ');
                        Inner.Array array = Inner.callocArray(2);
                        array.get(1).a(7);
                        out.append(array.get(1, array.get(0)).a()).append(' ');
                        Inner.Array after = Inner.callocArray(2, msvc);
                        after.get(1).a(8);
                        out.append(after.get(1, before.get(0)).a()).append(' ');
                        outer.in().a(9);
                        outer.ins(1).a(10);
                        Inner reuse = Inner.wrap(after.address(), msvc);
                        out.append(outer.in(reuse).a()).append(' ').append(outer.ins(1, reuse).a());
                        first.free();
                        outer.free();
                        before.free();
                        array.free();
                        after.free();
                        return out.toString();
                    }
                }
                """);
        TestCompiler.Result result = TestCompiler.compile(dir, sources);
        assertThat(result.success()).as(result.report()).isTrue();
        try (URLClassLoader loader = result.loader()) {
            @SuppressWarnings("unchecked")
            var driver = (Supplier<String>) loader.loadClass("d.Driver").getConstructor().newInstance();
            assertThat(driver.get()).isEqualTo("true 7 8 9 10");
        }
    }
}
