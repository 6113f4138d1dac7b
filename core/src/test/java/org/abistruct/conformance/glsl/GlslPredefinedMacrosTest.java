package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The macros glslang defines from the {@code #version} line alone, read by the schema parser as glslang reads them
 * wherever the GLSL and ESSL specifications agree with glslang, and left open elsewhere: for every {@code #version}
 * line glslang accepts, glslang is asked (in several stages, with and without {@code -V}) whether it defines the macro,
 * and a struct whose members an {@code #ifdef} of it chooses must have glslang's members, or be refused (both arms
 * read) where the reader leaves the macro open.
 */
@Tag("conformance")
class GlslPredefinedMacrosTest {
    /** Where a macro's arms are both read, the reader refuses a struct with a member in each. */
    private static final String BOTH_ARMS = "come from two branches";

    @TempDir
    Path dir;

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"100", "110", "120", "130", "140", "150", "150 core", "150 compatibility", "330",
        "330 compatibility", "400", "410", "420", "430", "440", "450", "460", "460 core", "460 compatibility", "300 es",
        "310 es", "320 es"})
    void glEsAndTheProfileMacrosAreReadAsGlslangDefinesThem(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        boolean es = version.equals("100") || version.endsWith("es");
        int number = Integer.parseInt(version.substring(0, 3));
        // glslang: GL_ES in ES only; GL_core_profile in desktop from 150 on, in both profiles; GL_compatibility_profile
        // only under that profile. The specifications agree where the reader decides; where it does not, they leave
        // GL_core_profile unsaid (before 150, ES) and define GL_compatibility_profile wherever the implementation
        // provides that profile, under any #version
        assertReadAsGlslang(version, "#ifdef GL_ES", true);
        assertReadAsGlslang(version, "#ifdef GL_core_profile", !es && number >= 150);
        assertReadAsGlslang(version, "#ifdef GL_compatibility_profile", version.endsWith("compatibility"));
    }

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"100", "110", "120", "130", "140", "150", "150 compatibility", "330", "400", "410", "420",
        "430", "440", "450", "460", "460 core", "300 es", "310 es", "320 es"})
    void versionIsTheVersionNumberInIfButWhetherItIsDefinedStaysOpen(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String number = version.substring(0, 3);
        assertReadAsGlslang(version, "#if __VERSION__ == " + number, true);
        assertReadAsGlslang(version, "#if __VERSION__ >= 430", true);
        assertReadAsGlslang(version, "#if __VERSION__ / 100 == 3 && !(__VERSION__ > 330)", true);
        // glslang replaces __VERSION__ in #if, yet takes neither of these; the specification predefines it, and Mesa's
        // glcpp defines it: the reader reads both arms
        assertReadAsGlslang(version, "#ifdef __VERSION__", false);
        assertReadAsGlslang(version, "#if defined(__VERSION__) || __VERSION__ == 0", false);
    }

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"100", "130", "330", "450 core", "460 compatibility", "300 es", "310 es"})
    void macrosThatDependOnTheCompilerStageOrCommandLineStayOpen(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        // glslang defines GL_FRAGMENT_PRECISION_HIGH in every stage of ES and of desktop from 130 on (the specification:
        // not in compute, and in ES 1.00 only where highp is supported), never GL_es_profile (the specification: where
        // the implementation provides ES), the other extension macros by its own list, the stage's by the file name,
        // VULKAN with -V; GL_GOOGLE_include_directive is glslang's own
        for (String macro : List.of("GL_es_profile", "GL_FRAGMENT_PRECISION_HIGH", "GL_EXT_scalar_block_layout",
                "GL_OES_texture_3D", "GL_GOOGLE_include_directive", "GL_VERTEX_SHADER", "GL_FRAGMENT_SHADER",
                "VULKAN", "GL_SPIRV")) {
            glslangsAnswers(version, "#ifdef " + macro); // one or two: the reader cannot know which compile it is
            assertThat(readerTakes(version, "#ifdef " + macro)).as(macro).isNull();
        }
    }

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"450", "450 core", "310 es", "320 es"})
    void membersAGuardChoosesHaveGlslangsLayout(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        String shader = "#version " + version + "\nlayout(local_size_x = 1) in;\n"
                + "layout(std140, binding = 0) uniform B {\n    float head;\n"
                + "#ifdef GL_ES\n    vec3 es;\n#else\n    vec2 desktop;\n#endif\n"
                + "#ifndef GL_ES\n#if defined(GL_core_profile) && GL_core_profile == 1\n    float core;\n#endif\n#endif\n"
                + "#if __VERSION__ >= 450\n    vec3 recent;\n#else\n    vec2 older;\n#endif\n"
                + "    float tail;\n} b;\nvoid main() {}\n";
        var block = SchemaParser.parse("guard.comp", shader).type("B").orElseThrow();
        SpirvReflection glslang = SpirvReflection.compile(dir, "guard", shader);

        assertThat(LayoutDiff.compare(Abi.of("std140").layout(block), glslang.blockStruct(0), glslang)).isEmpty();
        assertThat(block.members()).extracting(Member::name).containsExactlyElementsOf(
                glslang.blockStruct(0).members().stream().map(SpirvReflection.Member::name).toList());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"GL_ES", "GL_core_profile", "GL_ARB_shading_language_420pack"})
    void aFileWithoutVersionIsCAndKnowsNone(String macro) {
        String struct = "struct S {\n#ifdef " + macro + "\n    float taken;\n#else\n    float notTaken;\n#endif\n};\n";
        assertThatThrownBy(() -> SchemaParser.parse("s.h", struct)).isInstanceOf(SchemaException.class)
                .hasMessageContaining(BOTH_ARMS);
    }

    /**
     * Asserts that the reader takes the arm after {@code directive} (an {@code #if} or {@code #ifdef} line) as glslang
     * does when {@code decided}, and reads both arms otherwise.
     */
    private void assertReadAsGlslang(String version, String directive, boolean decided) throws Exception {
        Set<Boolean> answers = glslangsAnswers(version, directive);
        assertThat(answers).as(directive + " under #version " + version + " in every stage and mode").hasSize(1);
        boolean glslang = answers.iterator().next();
        Boolean reader = readerTakes(version, directive);
        if (decided) {
            assertThat(reader).as(directive + " (glslang takes it: " + glslang + ")").isEqualTo(glslang);
        } else {
            assertThat(reader).as(directive + " is open (glslang takes it: " + glslang + ")").isNull();
        }
    }

    /** Whether the reader takes the arm after {@code directive}; null where it reads both arms. */
    private static Boolean readerTakes(String version, String directive) {
        String struct = "#version " + version + "\nstruct S {\n" + directive
                + "\n    float taken;\n#else\n    float notTaken;\n#endif\n};\n";
        try {
            List<String> members = SchemaParser.parse("s.frag", struct).type("S").orElseThrow().members().stream()
                    .map(Member::name).toList();
            assertThat(members).hasSize(1);
            return members.getFirst().equals("taken");
        } catch (SchemaException e) {
            assertThat(e.getMessage()).contains(BOTH_ARMS);
            return null;
        }
    }

    /**
     * Whether glslang takes the arm after {@code directive} under {@code #version version}, asked as a vertex, fragment
     * and (where the version has them) compute shader, without and (where the version allows it) with {@code -V}: one
     * answer when all agree.
     */
    private Set<Boolean> glslangsAnswers(String version, String directive) throws Exception {
        String probe = "#version " + version + "\n" + directive + "\n#error taken\n#endif\nvoid main() {}\n";
        Set<Boolean> answers = new HashSet<>();
        for (String stage : List.of("vert", "frag", "comp")) {
            Files.writeString(dir.resolve("p." + stage), probe);
            for (List<String> options : List.of(List.<String>of(), List.of("-V", "-o", "p.spv"))) {
                var command = new ArrayList<>(List.of("glslangValidator"));
                command.addAll(options);
                command.add("p." + stage);
                Oracle.Run run = Oracle.run(dir, command, 120);
                // a run where glslang refuses the stage or -V at this version says nothing: it goes on under another
                // version (ES 100 with -V as 310), or its compute before 4.20 fails inside
                String out = run.stdout();
                boolean refused = out.contains("ERROR: #version") || out.contains("INTERNAL ERROR");
                boolean taken = out.contains("'#error' : taken");
                if (!refused && (taken || run.exitCode() == 0)) {
                    answers.add(taken);
                }
            }
        }
        assertThat(answers).as("glslang compiles the probe of " + directive + " under #version " + version)
                .isNotEmpty();
        return answers;
    }
}
