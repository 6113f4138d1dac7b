package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.schema.CommandLineMacros;
import org.abistruct.schema.SchemaException;
import org.abistruct.schema.SchemaParser;
import org.abistruct.type.Member;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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
    void theMacrosOfTheVersionLineAreReadAsGlslangDefinesThem(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        boolean es = version.equals("100") || version.endsWith("es");
        String number = version.substring(0, 3);
        // glslang: GL_ES in ES only; GL_core_profile in desktop from 150 on, in both profiles; GL_compatibility_profile
        // only under that profile. The specifications agree where the reader decides; where it does not, they leave
        // GL_core_profile unsaid (before 150, ES) and define GL_compatibility_profile wherever the implementation
        // provides that profile, under any #version. glslang replaces __VERSION__ in #if, yet takes neither
        // '#ifdef __VERSION__' nor 'defined(__VERSION__)'; the specification predefines it, and Mesa's glcpp defines
        // it: the reader reads both arms there
        assertReadAsGlslang(version, new Probe("#ifdef GL_ES", true),
                new Probe("#ifdef GL_core_profile", !es && Integer.parseInt(number) >= 150),
                new Probe("#ifdef GL_compatibility_profile", version.endsWith("compatibility")),
                new Probe("#if __VERSION__ == " + number, true),
                new Probe("#if __VERSION__ >= 430", true),
                new Probe("#if __VERSION__ / 100 == 3 && !(__VERSION__ > 330)", true),
                new Probe("#ifdef __VERSION__", false),
                new Probe("#if defined(__VERSION__) || __VERSION__ == 0", false));
    }

    @ParameterizedTest(name = "#version {0}")
    @ValueSource(strings = {"100", "130", "330", "450 core", "460 compatibility", "300 es", "310 es"})
    void macrosThatDependOnTheCompilerStageOrCommandLineStayOpen(String version) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        // glslang defines GL_FRAGMENT_PRECISION_HIGH in every stage of ES and of desktop from 130 on (the
        // specification: not in compute, and in ES 1.00 only where highp is supported), never GL_es_profile (the
        // specification: where the implementation provides ES), the other extension macros by its own list, the
        // stage's by the file name, VULKAN with -V; GL_GOOGLE_include_directive is glslang's own
        List<String> open = List.of("#ifdef GL_es_profile", "#ifdef GL_FRAGMENT_PRECISION_HIGH",
                "#ifdef GL_EXT_scalar_block_layout", "#ifdef GL_OES_texture_3D", "#ifdef GL_GOOGLE_include_directive",
                "#ifdef GL_VERTEX_SHADER", "#ifdef GL_FRAGMENT_SHADER", "#ifdef VULKAN", "#ifdef GL_SPIRV");
        glslangsAnswers(version, open); // one or two each: the reader cannot know which compile it is
        for (String directive : open) {
            assertThat(readerTakes(version, directive)).as(directive).isNull();
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
                + "#ifndef GL_ES\n#if defined(GL_core_profile) && GL_core_profile == 1\n    float core;\n#endif\n"
                + "#endif\n"
                + "#if __VERSION__ >= 450\n    vec3 recent;\n#else\n    vec2 older;\n#endif\n"
                + "    float tail;\n} b;\nvoid main() {}\n";
        var block = SchemaParser.parse("guard.comp", shader).type("B").orElseThrow();
        SpirvReflection glslang = SpirvReflection.compile(dir, "guard", shader);

        assertThat(LayoutDiff.compare(Abi.of("std140").layout(block), glslang.blockStruct(0), glslang)).isEmpty();
        assertThat(block.members()).extracting(Member::name).containsExactlyElementsOf(
                glslang.blockStruct(0).members().stream().map(SpirvReflection.Member::name).toList());
    }

    @ParameterizedTest(name = "#version {0} {1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            450     | -DGL_ES                               | #ifdef GL_ES                   | taken
            300 es  | -DGL_ES=1                             | #if GL_ES == 1                 | taken
            450     | -DGL_core_profile=1                   | #ifdef GL_core_profile         | taken
            450     | -D__VERSION__=5                       | #if __VERSION__ == 450         | taken
            450     | -U__VERSION__                         | #if __VERSION__ == 450         | taken
            310 es  | -UGL_ES                               | #ifdef GL_ES                   | refused
            310 es  | -DGL_ES=2                             | #ifdef GL_ES                   | refused
            310 es  | -DGL_ES                               | #ifdef GL_ES                   | refused
            450     | -DGL_core_profile                     | #ifdef GL_core_profile         | refused
            330     | -DGL_ARB_shading_language_420pack=2   | #ifdef GL_ES                   | refused
            450     | -UGL_FOO                              | #ifdef GL_ES                   | refused
            310 es  | -U__VERSION__                         | #if __VERSION__ == 310         | refused
            300 es  | -U__LINE__                            | #ifdef GL_ES                   | refused
            100     | -U__FOO                               | #ifdef GL_ES                   | refused
            300 es  | -U__FOO                               | #ifdef GL_ES                   | taken
            450     | -U__LINE__                            | #ifdef GL_ES                   | notTaken
            """)
    void commandLineSettingsMeetTheVersionLinesMacrosAsInGlslang(String version, String setting, String directive,
            String outcome) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        String probe = "#version " + version + "\n" + directive + "\n#error taken\n#endif\nvoid main() {}\n";
        Oracle.Run run = glslang("vert", probe, "-l", setting);
        String glslang = run.stdout().contains("'#error' : taken") ? "taken" : run.exitCode() == 0 ? "notTaken"
                : "refused";
        assertThat(glslang).as(run.stdout()).isEqualTo(outcome);

        String name = setting.substring(2);
        CommandLineMacros commandLine = setting.startsWith("-D") ? CommandLineMacros.parse(List.of(name), List.of())
                : CommandLineMacros.parse(List.of(), List.of(name));
        String struct = "#version " + version + "\nstruct S {\n" + directive
                + "\n    float taken;\n#else\n    float notTaken;\n#endif\n};\n";
        if (outcome.equals("refused")) {
            assertThatThrownBy(() -> SchemaParser.parse("s.vert", struct, commandLine))
                    .isInstanceOf(SchemaException.class).hasMessageStartingWith("s.vert:1:2: " + setting + ": glslang");
        } else {
            assertThat(SchemaParser.parse("s.vert", struct, commandLine).type("S").orElseThrow().members())
                    .extracting(Member::name).containsExactly(outcome);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"GL_ES", "GL_core_profile", "GL_ARB_shading_language_420pack"})
    void aFileWithoutVersionIsCAndKnowsNone(String macro) {
        String struct = "struct S {\n#ifdef " + macro + "\n    float taken;\n#else\n    float notTaken;\n#endif\n};\n";
        assertThatThrownBy(() -> SchemaParser.parse("s.h", struct)).isInstanceOf(SchemaException.class)
                .hasMessageContaining(BOTH_ARMS);
    }

    /** An {@code #if} or {@code #ifdef} line, and whether the reader should decide it. */
    private record Probe(String directive, boolean decided) {
    }

    /**
     * Asserts that the reader takes the arm after each probe's directive as glslang does where it is decided, and
     * reads both arms otherwise.
     */
    private void assertReadAsGlslang(String version, Probe... probes) throws Exception {
        List<Set<Boolean>> answers = glslangsAnswers(version, Stream.of(probes).map(Probe::directive).toList());
        for (int i = 0; i < probes.length; i++) {
            String directive = probes[i].directive();
            assertThat(answers.get(i)).as(directive + " in every stage and mode").hasSize(1);
            boolean glslang = answers.get(i).iterator().next();
            Boolean reader = readerTakes(version, directive);
            if (probes[i].decided()) {
                assertThat(reader).as(directive + " (glslang takes it: " + glslang + ")").isEqualTo(glslang);
            } else {
                assertThat(reader).as(directive + " is open (glslang takes it: " + glslang + ")").isNull();
            }
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
     * For each directive, whether glslang takes the arm after it under {@code #version version}: asked as a vertex,
     * fragment and (where the version has them) compute shader, with {@code -E} (preprocessing alone) and, where the
     * version allows it, with {@code -V} (a block member in each arm, read in the SPIR-V); one answer when all agree.
     */
    private List<Set<Boolean>> glslangsAnswers(String version, List<String> directives) throws Exception {
        var answers = new ArrayList<Set<Boolean>>();
        directives.forEach(d -> answers.add(new HashSet<>()));
        boolean asked = false;
        for (String stage : List.of("vert", "frag", "comp")) {
            var preprocessed = new StringBuilder("#version " + version + "\n");
            var block = new StringBuilder(preprocessed).append("precision highp float;\nuniform B {\n");
            for (int i = 0; i < directives.size(); i++) {
                preprocessed.append(directives.get(i)).append("\nprobe_taken_").append(i).append("\n#endif\n");
                block.append(directives.get(i)).append("\nfloat taken_").append(i).append(";\n#endif\n");
            }
            block.append("float always;\n} b;\n");
            // glslang refuses some stages at some versions, and -V before desktop 1.40 and ES 3.10: those say nothing
            Oracle.Run e = glslang(stage, preprocessed + "void main() {}\n", "-E");
            Oracle.Run v = glslang(stage, block + "void main() {}\n", "-V", "--auto-map-bindings", "-H", "-o", "p.spv");
            for (var run : List.of(e, v)) {
                if (run.exitCode() == 0) {
                    asked = true;
                    for (int i = 0; i < directives.size(); i++) {
                        answers.get(i).add(run.stdout().contains(run == e ? "probe_taken_" + i + "\n"
                                : "\"taken_" + i + "\""));
                    }
                }
            }
        }
        assertThat(asked).as("glslang compiles a probe under #version " + version).isTrue();
        return answers;
    }

    /** Runs glslang on {@code source} as a shader of {@code stage}. */
    private Oracle.Run glslang(String stage, String source, String... options) throws Exception {
        Files.writeString(dir.resolve("p." + stage), source);
        var command = new ArrayList<>(List.of("glslangValidator"));
        command.addAll(List.of(options));
        command.add("p." + stage);
        return Oracle.run(dir, command, 120);
    }
}
