package org.abistruct.bench.thesis;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The thesis's 20 benchmark structures and their sizes under x86_64-msvc rules, as computed from LUtils by the
 * research report ({@code lutils-and-thesis-suite.md} section 3.2). Their C declarations are in
 * {@code thesis-structs.h} beside this class.
 */
public final class ThesisStructs {
    private ThesisStructs() {
    }

    /** The ABI the thesis's layouts follow. */
    public static final String ABI = "x86_64-msvc";

    /** Name to size in bytes, in the thesis's order. */
    public static final Map<String, Long> SIZES = sizes();

    private static Map<String, Long> sizes() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("SmallTestStruct1", 24L);
        m.put("SmallTestStruct2", 16L);
        m.put("SmallTestStruct3", 24L);
        m.put("SmallTestStruct4", 32L);
        m.put("SmallTestStruct5", 40L);
        m.put("SmallTestStruct6", 24L);
        m.put("SmallTestStruct7", 24L);
        m.put("SmallTestStruct8", 8L);
        m.put("SmallTestStruct9", 16L);
        m.put("SmallTestStruct10", 48L);
        m.put("MediumTestStruct1", 112L);
        m.put("MediumTestStruct2", 136L);
        m.put("MediumTestStruct3", 256L);
        m.put("MediumTestStruct4", 416L);
        m.put("MediumTestStruct5", 424L);
        m.put("LargeTestStruct1", 496_000L);
        m.put("LargeTestStruct2", 500_000L);
        m.put("LargeTestStruct3", 710_400L);
        m.put("LargeTestStruct4", 688_000L);
        m.put("LargeTestStruct5", 1_184_000L);
        return Collections.unmodifiableMap(m);
    }
}
