package org.abistruct.processor;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;

/**
 * The most elements a Java array member may have. The record's component holds each dimension in a Java array, and the
 * bulk copies of an array of scalars ({@code ints(int[])}, {@code intsTo(int[])}) hold every element in one; past
 * what a Java array holds, neither could ever work, so the processor refuses the {@code @Length} rather than generate
 * them.
 */
final class JavaArrayLimit {
    /**
     * The longest array every JVM makes: {@code jdk.internal.util.ArraysSupport.SOFT_MAX_ARRAY_LENGTH}, which HotSpot
     * allows since some VMs keep header words in the array (a longer one is "Requested array size exceeds VM limit").
     */
    static final int MAX_ELEMENTS = Integer.MAX_VALUE - 8;

    private JavaArrayLimit() {
    }

    /**
     * Why member {@code name} ({@code javaType}, array dimensions {@code lengths} of {@code leaf}) holds more elements
     * than a Java array, or {@code null} when it does not.
     */
    static String whyTooMany(String name, String javaType, List<Integer> lengths, DataType leaf, String holder) {
        String length = lengths.size() == 1 ? "@Length(" + lengths.getFirst() + ")"
                : lengths.stream().map(String::valueOf).collect(Collectors.joining(", ", "@Length({", "})"));
        boolean bulk = !(leaf instanceof VectorType || leaf instanceof MatrixType || leaf instanceof StructType);
        String copies = "the bulk copies " + name + "(" + holder + "[]) and " + name + "To(" + holder + "[])";
        for (int dimension : lengths) {
            if (dimension > MAX_ELEMENTS) {
                return "member " + name + ": " + length + " is more than the " + MAX_ELEMENTS + " elements a Java array"
                        + " holds, so the record's " + javaType + " could never hold the member"
                        + (bulk ? ", nor " + copies : "");
            }
        }
        BigInteger total = lengths.stream().map(BigInteger::valueOf).reduce(BigInteger.ONE, BigInteger::multiply);
        if (bulk && total.compareTo(BigInteger.valueOf(MAX_ELEMENTS)) > 0) {
            return "member " + name + ": " + length + " is " + total + " elements, more than the " + MAX_ELEMENTS
                    + " a Java array holds, and " + copies + " take them all in one";
        }
        return null;
    }
}
