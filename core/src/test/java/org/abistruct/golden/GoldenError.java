package org.abistruct.golden;

import org.abistruct.type.StructType;

/**
 * A declaration an ABI must refuse, the member the error must name, and why the ABI cannot hold it.
 *
 * @param source the specification, compiler output or project decision behind the refusal
 * @param type   the declaration
 * @param member the name of the offending member (unique within the declaration)
 */
record GoldenError(String source, StructType type, String member) {

    static GoldenError of(String source, String member, StructType type) {
        return new GoldenError(source, type, member);
    }

    @Override
    public String toString() {
        return type.name() + "." + member;
    }
}
