package org.abistruct.schema;

import java.util.Random;

/**
 * Random C headers whose structs nest anonymous structs and unions (several levels, in structs and unions),
 * with bitfields (also unnamed and zero-wide ones), arrays, earlier structs by value and in arrays, {@code #pragma pack} around a struct or
 * inside it, {@code _Alignas} on members and anonymous members, and packed or aligned anonymous types.
 * Every member name is unique in the file, so no anonymous member's names clash.
 */
final class RandomAnonymousStructs {
    private static final String[] SCALARS = {"char", "short", "int", "long", "long long", "float", "double",
        "unsigned char", "_Bool", "void *"};
    private static final String[] BITFIELD_TYPES = {"char", "unsigned short", "int", "unsigned", "long long"};
    private static final int[] BITFIELD_BITS = {8, 16, 32, 32, 64};
    private static final int MAX_DEPTH = 4;

    private final Random random;
    private final StringBuilder text = new StringBuilder();
    /** {@code struct R3} or {@code union R3} for each earlier type that holds no struct, to keep sizes small. */
    private final java.util.List<String> embeddable = new java.util.ArrayList<>();
    private boolean embedsStruct;
    private int names;

    private RandomAnonymousStructs(Random random) {
        this.random = random;
    }

    /** {@code count} structs and unions named {@code R0, R1, ...}, each of which may use the ones before it. */
    static String header(Random random, int count) {
        var generator = new RandomAnonymousStructs(random);
        for (int i = 0; i < count; i++) {
            generator.type(i);
        }
        return generator.text.toString();
    }

    private void type(int index) {
        int pack = random.nextInt(5) == 0 ? 1 << random.nextInt(4) : 0;
        if (pack != 0) {
            text.append("#pragma pack(push, ").append(pack).append(")\n");
        }
        String kind = random.nextInt(4) == 0 ? "union" : "struct";
        text.append(kind).append(" R").append(index).append(" {\n");
        embedsStruct = false;
        body(1);
        text.append("};\n");
        if (!embedsStruct) {
            embeddable.add(kind + " R" + index);
        }
        if (pack != 0) {
            text.append("#pragma pack(pop)\n");
        }
    }

    /** Members, at least one anonymous at the top level so that every type exercises them. */
    private void body(int depth) {
        int count = 1 + random.nextInt(4);
        int anonymousAt = depth == 1 ? random.nextInt(count) : -1;
        for (int i = 0; i < count; i++) {
            if (i == anonymousAt || depth < MAX_DEPTH && random.nextInt(3) == 0) {
                anonymous(depth);
            } else {
                member();
            }
        }
    }

    private void anonymous(int depth) {
        boolean packInside = random.nextInt(8) == 0;
        if (packInside) {
            text.append("#pragma pack(push, ").append(1 << random.nextInt(3)).append(")\n");
        }
        if (random.nextInt(8) == 0) {
            // 64 is above the alignment of anything generated, which C requires of _Alignas
            text.append("_Alignas(64) ");
        }
        text.append(random.nextBoolean() ? "union" : "struct");
        if (random.nextInt(10) == 0) {
            text.append(" __attribute__((packed))");
        }
        text.append(" {\n");
        body(depth + 1);
        text.append("}");
        if (random.nextInt(10) == 0) {
            text.append(" __attribute__((aligned(").append(1 << random.nextInt(5)).append(")))");
        }
        text.append(";\n");
        if (packInside) {
            text.append("#pragma pack(pop)\n");
        }
    }

    private void member() {
        String name = "f" + names++;
        int kind = random.nextInt(10);
        if (kind < 2) {
            if (random.nextInt(3) == 0) {
                // an unnamed bitfield first, zero-wide a third of the time (it then ends the run of bits)
                int u = random.nextInt(BITFIELD_TYPES.length);
                text.append(BITFIELD_TYPES[u]).append(" : ")
                        .append(random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(BITFIELD_BITS[u])).append(";\n");
            }
            int t = random.nextInt(BITFIELD_TYPES.length);
            text.append(BITFIELD_TYPES[t]).append(' ').append(name).append(" : ")
                    .append(1 + random.nextInt(BITFIELD_BITS[t])).append(";\n");
            return;
        }
        String type;
        if (kind < 4 && !embeddable.isEmpty()) {
            type = embeddable.get(random.nextInt(embeddable.size()));
            embedsStruct = true;
        } else {
            type = SCALARS[random.nextInt(SCALARS.length)];
            if (random.nextInt(10) == 0) {
                // C refuses an alignment below the type's: at least 16 is above every scalar's here
                text.append("_Alignas(").append(16 << random.nextInt(2)).append(") ");
            }
        }
        text.append(type).append(' ').append(name);
        if (random.nextInt(4) == 0) {
            text.append('[').append(1 + random.nextInt(3)).append(']');
        }
        text.append(";\n");
    }
}
