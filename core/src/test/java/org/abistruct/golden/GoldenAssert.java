package org.abistruct.golden;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.Member;
import org.abistruct.type.Position;
import org.abistruct.type.StructType;
import org.assertj.core.api.SoftAssertions;

/** Compares an ABI's layout with a golden vector, reporting every difference at once. */
final class GoldenAssert {
    /** The position given to the offending member of an error vector, which the error must carry. */
    static final Position OFFENDER = new Position("golden.h", 42, 7);

    private GoldenAssert() {
    }

    static void matches(Abi abi, GoldenVector vector) {
        StructLayout layout = abi.layout(vector.type());
        var problems = new ArrayList<String>();
        compare("size", vector.size(), layout.byteSize(), problems);
        compare("alignment", vector.alignment(), layout.byteAlignment(), problems);
        compare("dataSize", vector.dataSize(), layout.dataSize(), problems);
        for (GoldenVector.Expected expected : vector.members()) {
            MemberLayout actual = find(layout, expected.path());
            if (actual == null) {
                problems.add(expected.path() + ": no such member in the layout");
                continue;
            }
            compare(expected.path() + " offset", expected.offset(), actual.byteOffset(), problems);
            compare(expected.path() + " size", expected.size(), actual.byteSize(), problems);
            if (expected.span() != GoldenVector.UNCHECKED) {
                compare(expected.path() + " data span", expected.span(), span(abi, vector.type(), expected.path()),
                        problems);
            }
            if (expected.strides() != null && !expected.strides().equals(actual.arrayStrides())) {
                problems.add(expected.path() + " arrayStrides: expected " + expected.strides() + " but was "
                        + actual.arrayStrides());
            }
            compare(expected.path() + " matrixStride", expected.matrixStride(), actual.matrixStride(), problems);
        }
        if (!problems.isEmpty()) {
            fail(abi.id() + " lays out " + vector + " unlike its golden vector (source: " + vector.source() + "):\n  "
                    + String.join("\n  ", problems) + "\n  engine: " + layout);
        }
    }

    /**
     * Asserts that the ABI refuses the declaration with a {@link LayoutException} whose message names the
     * offending member and whose position is that member's.
     */
    static void rejects(Abi abi, GoldenError error) {
        StructType tagged = tag(error.type(), error.member());
        assertThat(tagged).as("test bug: %s has no member %s", error.type().name(), error.member())
                .isNotEqualTo(error.type());
        Throwable thrown = catchThrowable(() -> abi.layout(tagged));
        assertThat(thrown).as("%s must refuse %s (source: %s)", abi.id(), error, error.source())
                .isInstanceOf(LayoutException.class);
        var exception = (LayoutException) thrown;
        SoftAssertions.assertSoftly(soft -> {
            soft.assertThat(exception.reason()).as("%s: the message must name member '%s'", error, error.member())
                    .matches("(?s).*\\b" + Pattern.quote(error.member()) + "\\b.*");
            soft.assertThat(exception.position()).as("%s: the error must carry the member's position (message: %s)",
                    error, exception.getMessage()).isEqualTo(OFFENDER);
        });
    }

    private static void compare(String what, long expected, long actual, List<String> problems) {
        if (expected != GoldenVector.UNCHECKED && expected != actual) {
            problems.add(what + ": expected " + expected + " but was " + actual);
        }
    }

    /** The bytes a member's data covers: the data size of a struct holding nothing but that member. */
    private static long span(Abi abi, StructType type, String path) {
        Member declared = declared(type, path);
        return abi.layout(StructType.struct("SpanOf_" + declared.name(), declared)).dataSize();
    }

    /** The declared member at a dotted path. */
    private static Member declared(StructType type, String path) {
        StructType current = type;
        Member member = null;
        for (String step : path.split("\\.")) {
            member = current.members().stream().filter(m -> m.name().equals(step)).findFirst().orElseThrow();
            DataType leaf = member.type() instanceof ArrayType a ? a.leafElement() : member.type();
            current = leaf instanceof StructType s ? s : null;
        }
        return member;
    }

    /** The member at a dotted path; each step but the last must hold a nested struct (or array of them). */
    private static MemberLayout find(StructLayout layout, String path) {
        String[] steps = path.split("\\.");
        StructLayout current = layout;
        MemberLayout member = null;
        for (String step : steps) {
            if (current == null) {
                return null;
            }
            member = current.member(step).orElse(null);
            if (member == null) {
                return null;
            }
            current = member.nested();
        }
        return member;
    }

    /** The type with {@link #OFFENDER} as the position of the first member called {@code name}, searched depth-first. */
    private static StructType tag(StructType type, String name) {
        var members = new ArrayList<Member>(type.members());
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            if (m.name().equals(name)) {
                members.set(i, m.withPosition(OFFENDER));
                return rebuilt(type, members);
            }
            DataType inner = m.type() instanceof ArrayType a ? a.leafElement() : m.type();
            if (inner instanceof StructType nested) {
                StructType taggedNested = tag(nested, name);
                if (taggedNested != nested) {
                    members.set(i, m.withType(replaceLeaf(m.type(), taggedNested)));
                    return rebuilt(type, members);
                }
            }
        }
        return type;
    }

    private static DataType replaceLeaf(DataType type, StructType leaf) {
        return type instanceof ArrayType a ? new ArrayType(replaceLeaf(a.element(), leaf), a.length()) : leaf;
    }

    private static StructType rebuilt(StructType type, List<Member> members) {
        return new StructType(type.name(), type.isUnion(), members, type.pack(), type.alignAs(), type.position());
    }
}
