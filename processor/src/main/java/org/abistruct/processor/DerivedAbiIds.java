package org.abistruct.processor;

import java.nio.ByteOrder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;

/**
 * The Java expression that makes the ABI a derived id names ({@code x86_64-msvc-pack2} is
 * {@code CAbi.of("x86_64-msvc").withPack(2)}, {@code std430-be} {@code Abi.of("std430").withByteOrder(...)}), for the
 * error on a {@code @Struct(abi = ...)} that gives one: such an ABI is made at run time, and the annotation takes only a
 * built-in id. The ids come from {@link CAbi#withPack} and {@link Abi#withByteOrder}, which add {@code -packN},
 * {@code -be} and {@code -le}.
 */
final class DerivedAbiIds {
    private static final Pattern PACK = Pattern.compile("(.+)-pack(\\d{1,9})");

    private DerivedAbiIds() {
    }

    /**
     * The expression that makes an ABI of this id from a built-in one, or {@code null} when none does (an unknown base,
     * a pack on an ABI that has none, a pack {@code withPack} refuses).
     *
     * @param id the id a {@code @Struct} gives, not a built-in one
     */
    static String expression(String id) {
        try {
            Derived derived = derive(id);
            // kept only if it makes that very ABI: s390x-be, say, is s390x again, whose id is another
            return derived != null && derived.abi().id().equals(id) ? derived.expression() : null;
        } catch (IllegalArgumentException e) {
            return null; // a pack that is no power of two
        }
    }

    /** An ABI and the expression that makes it. */
    private record Derived(String expression, Abi abi) {
    }

    /** What {@code id} derives from a built-in ABI, read from its end back to a built-in id, or {@code null}. */
    private static Derived derive(String id) {
        if (Abi.ids().contains(id)) {
            Abi abi = Abi.of(id);
            return new Derived((abi instanceof CAbi ? "CAbi" : "Abi") + ".of(" + Names.literal(id) + ")", abi);
        }
        Matcher pack = PACK.matcher(id);
        if (pack.matches()) {
            // only a C ABI has a pack
            return derive(pack.group(1)) instanceof Derived base && base.abi() instanceof CAbi c
                    ? new Derived(base.expression() + ".withPack(" + pack.group(2) + ")",
                            c.withPack(Integer.parseInt(pack.group(2))))
                    : null;
        }
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            String suffix = order == ByteOrder.BIG_ENDIAN ? "-be" : "-le";
            if (id.endsWith(suffix) && derive(id.substring(0, id.length() - suffix.length())) instanceof Derived base) {
                return new Derived(base.expression() + ".withByteOrder(ByteOrder." + order + ")",
                        base.abi().withByteOrder(order));
            }
        }
        return null;
    }
}
