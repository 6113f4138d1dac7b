package org.abistruct.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;

/**
 * What to give {@code --abi} for the id of an ABI the library derives at run time ({@code x86_64-msvc-pack2} from
 * {@code withPack(2)}, {@code aarch64-be} from {@code withByteOrder}), which the CLI does not take: the built-in id,
 * with the pack written in the file as {@code #pragma pack(n)} (what {@code withPack} applies to every struct), and
 * a byte order dropped, since the CLI prints offsets and sizes, which a byte order leaves as they are.
 */
final class DerivedAbiIdHint {
    private static final Pattern PACK = Pattern.compile("(.+)-pack([1-9]\\d{0,3})");
    /** The largest pack {@code #pragma pack} takes: withPack(32) is a pack, but no pragma to advise. */
    private static final int MAX_PRAGMA_PACK = 16;

    private DerivedAbiIdHint() {
    }

    /** The hint for {@code id}, as {@code "; …"}, or "" when it is no built-in id with those suffixes. */
    static String forId(String id) {
        String base = id;
        boolean byteOrder = false;
        Integer pack = null;
        // the suffixes in either order: withPack(2).withByteOrder(...) and the other way round
        for (int i = 0; i < 2 && !Abi.ids().contains(base); i++) {
            if (!byteOrder && (base.endsWith("-be") || base.endsWith("-le"))) {
                byteOrder = true;
                base = base.substring(0, base.length() - 3);
                continue;
            }
            Matcher m = PACK.matcher(base);
            if (pack == null && m.matches() && Integer.bitCount(Integer.parseInt(m.group(2))) == 1
                    && Integer.parseInt(m.group(2)) <= MAX_PRAGMA_PACK) {
                pack = Integer.parseInt(m.group(2));
                base = m.group(1);
            }
        }
        if (!Abi.ids().contains(base) || (!byteOrder && pack == null)
                || (pack != null && !(Abi.of(base) instanceof CAbi))) {
            return "";
        }
        String hint = "; --abi takes built-in ids only: give --abi " + base;
        if (pack != null) {
            hint += " and write #pragma pack(" + pack + ") before the file's structs, as withPack(" + pack
                    + ") applies it";
        }
        return hint + (byteOrder ? (pack != null ? "; a" : ", whose offsets and sizes a")
                + " byte order leaves as they are" : "");
    }
}
