package org.abistruct.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the hand-written WGSL golden vectors against the recorded naga output they cite, so a typo in a
 * vector cannot pass for an engine bug (or hide one). Needs no engine and no naga.
 */
class NagaRecordTest {
    private static Map<String, NagaRecord.Section> record;

    @BeforeAll
    static void loadRecord() throws IOException {
        record = NagaRecord.load();
    }

    static Stream<GoldenVector> recordedVectors() {
        return Stream.of(WgslGoldenTest.storageVectors(), WgslGoldenTest.uniformVectors())
                .flatMap(List::stream);
    }

    static Stream<GoldenError> recordedErrors() {
        return Stream.concat(WgslGoldenTest.uniformErrors().stream(), WgslGoldenTest.notHostShareable().stream())
                .filter(e -> e.source().startsWith("naga-cli"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recordedVectors")
    void vectorRepeatsTheRecordedNagaLayout(GoldenVector vector) {
        NagaRecord.Section section = record.get(vector.recordSection());
        assertThat(section).as("section '== %s' in %s", vector.recordSection(), NagaRecord.RESOURCE).isNotNull();
        assertThat(section.valid()).as("naga validated %s", section.label()).isTrue();
        NagaRecord.Struct recorded = section.structs().get(vector.type().name());
        assertThat(recorded).as("struct %s in section %s", vector.type().name(), section.label()).isNotNull();

        var problems = new ArrayList<String>();
        List<String> declared = vector.type().members().stream().map(Member::name).toList();
        List<String> shader = recorded.members().stream().map(NagaRecord.Member::name).toList();
        if (!declared.equals(shader)) {
            problems.add("members " + declared + " differ from the shader's " + shader);
        }
        if (!vector.type().hasRuntimeSizedTail() && vector.size() != recorded.span()) {
            problems.add("size " + vector.size() + " but naga's span is " + recorded.span());
        }
        for (GoldenVector.Expected expected : vector.members()) {
            NagaRecord.Member member = resolve(section, vector.type(), expected.path());
            if (member == null) {
                problems.add(expected.path() + ": not in the record");
                continue;
            }
            if (member.offset() != expected.offset()) {
                problems.add(expected.path() + " offset " + expected.offset() + " but naga says " + member.offset());
            }
            if (expected.strides() != null && !expected.strides().equals(member.strides())) {
                problems.add(expected.path() + " strides " + expected.strides() + " but naga says " + member.strides());
            }
        }
        assertThat(problems).as("%s vs %s", vector, NagaRecord.RESOURCE).isEmpty();
    }

    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"");

    @ParameterizedTest(name = "{0}")
    @MethodSource("recordedErrors")
    void citedNagaErrorIsTheRecordedOne(GoldenError error) {
        Matcher file = Pattern.compile("golden/wgsl/(\\S+\\.wgsl)").matcher(error.source());
        Matcher quote = QUOTED.matcher(error.source());
        assertThat(file.find() && quote.find()).as("source names a shader and quotes naga: %s", error.source()).isTrue();
        NagaRecord.Section section = record.get(file.group(1));
        assertThat(section).as("section for %s", file.group(1)).isNotNull();
        assertThat(section.valid()).as("naga rejected %s", section.label()).isFalse();
        assertThat(section.verdict()).contains("= " + quote.group(1));
        assertThat(section.structs()).containsKey(error.type().name());
        assertThat(section.structs().values()).as("member %s in the shader", error.member())
                .anyMatch(s -> s.member(error.member()) != null);
    }

    /** The recorded member at a dotted path, following the declaration's nested struct names. */
    private static NagaRecord.Member resolve(NagaRecord.Section section, StructType type, String path) {
        StructType current = type;
        NagaRecord.Member found = null;
        for (String step : path.split("\\.")) {
            if (current == null) {
                return null;
            }
            NagaRecord.Struct recorded = section.structs().get(current.name());
            found = recorded == null ? null : recorded.member(step);
            if (found == null) {
                return null;
            }
            current = current.members().stream().filter(m -> m.name().equals(step)).findFirst()
                    .map(m -> nestedStruct(m.type())).orElse(null);
        }
        return found;
    }

    private static StructType nestedStruct(DataType type) {
        DataType leaf = type instanceof ArrayType a ? a.leafElement() : type;
        return leaf instanceof StructType s ? s : null;
    }
}
