package org.abistruct.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A struct in a named module gets JOML conversions only if that module reads JOML. Maven compiles a modular project
 * with the dependencies its module-info does not require on the class path, so JOML there (a dependency of a
 * dependency, say) was visible to the processor but not to the module, and the generated class did not compile:
 * {@code package org.joml is not visible (package org.joml is declared in the unnamed module, but module app does not
 * read it)}.
 */
class NamedModuleJomlTest {
    private static final String LIGHT = """
            package app;
            import org.abistruct.annotation.*;
            @Struct(name = "Light", abi = "std140")
            record LightDecl(@Type("vec3") float[] position, @Type("mat4") float[] transform) {}
            """;

    private static Path joml() throws ClassNotFoundException {
        return TestCompiler.location(Class.forName("org.joml.Vector3f"));
    }

    @Test
    void jomlOnTheClassPathOfANamedModuleThatDoesNotReadItAddsNoConversions(@TempDir Path dir) throws Exception {
        TestCompiler.Result result = TestCompiler.compileModule(dir, Map.of(
                "module-info.java", "module app { requires org.abistruct.core; }",
                "app/LightDecl.java", LIGHT), List.of(), List.of(joml()));
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.generatedSource("app.Light")).doesNotContain("org.joml");
    }

    @Test
    void aNamedModuleThatRequiresJomlGetsTheConversions(@TempDir Path dir) throws Exception {
        TestCompiler.Result result = TestCompiler.compileModule(dir, Map.of(
                "module-info.java", "module app { requires org.abistruct.core; requires org.joml; }",
                "app/LightDecl.java", LIGHT), List.of(joml()), List.of());
        assertThat(result.success()).as(result.report()).isTrue();
        assertThat(result.generatedSource("app.Light")).contains("public Light position(org.joml.Vector3fc src)",
                "public org.joml.Matrix4f transformTo(org.joml.Matrix4f dst)");
    }
}
