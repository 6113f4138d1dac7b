package org.abistruct.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.MemberLayout;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.ArrayType;
import org.abistruct.type.DataType;
import org.abistruct.type.MatrixType;
import org.abistruct.type.Member;
import org.abistruct.type.PointerType;
import org.abistruct.type.Position;
import org.abistruct.type.Scalar;
import org.abistruct.type.StructType;
import org.abistruct.type.VectorType;
import org.junit.jupiter.api.Test;

/**
 * The checks a layout passes when views bind it ({@link ViewFootprint}, {@link AbiSizedScalars}) guard against a
 * user's ABI; every layout a built-in ABI gives must pass them, or views refuse a struct the ABI lays out.
 */
class BuiltInLayoutsBindTest {
    static final class Bound extends BoundLayout {
        Bound(StructType type, Abi abi) {
            super(type, abi);
        }
    }

    private static final Abi HLSL = Abi.of("hlsl-cbuffer");

    @Test
    void hlslCbufferKeepsAnOverAlignedStructInsideTheStructThatHoldsIt() {
        // a record with @Align(32) (for AVX under a C ABI, say) bound under hlsl-cbuffer: the struct holding it was
        // 16-aligned and 16 bytes, so the nested view's 32 bytes (its set(value) copies them all) reached past it
        StructType inner = StructType.struct("Inner", Member.of("a", Scalar.FLOAT32)).withAlignAs(32);
        StructType outer = StructType.struct("Outer", Member.of("in", inner));
        StructLayout layout = HLSL.layout(outer);
        assertThat(layout.byteAlignment()).isEqualTo(32);
        assertThat(layout.byteSize()).isEqualTo(32);
        assertThat(new Bound(outer, HLSL).size).isEqualTo(32);
    }

    @Test
    void hlslCbufferAlignsAnArrayOfOverAlignedStructsAsItsElements() {
        // the array was 16-aligned, at offset 16, and its last element's 32 bytes reached past the struct's end
        StructType inner = StructType.struct("Inner", Member.of("a", Scalar.FLOAT32)).withAlignAs(32);
        StructType outer = StructType.struct("Outer", Member.of("f", Scalar.FLOAT32),
                Member.of("in", ArrayType.of(inner, 2)));
        MemberLayout in = HLSL.layout(outer).member("in").orElseThrow();
        assertThat(in.byteOffset()).isEqualTo(32);
        assertThat(in.byteAlignment()).isEqualTo(32);
        assertThat(new Bound(outer, HLSL).size).isEqualTo(96);
    }

    @Test
    void hlslCbufferKeepsAnOverAlignedMemberAlignedWhenItMovesToTheNextRegister() {
        // an aggregate that would straddle a register moved to the next one from the end of the member before it
        // (offset 16), undoing its alignment of 32
        StructType inner = StructType.struct("Inner", Member.of("a", Scalar.FLOAT32)).withAlignAs(32);
        StructType outer = StructType.struct("Outer", Member.of("h", Scalar.UINT16),
                Member.of("in", ArrayType.of(inner, 4)).withAlignAs(32));
        MemberLayout in = HLSL.layout(outer).member("in").orElseThrow();
        assertThat(in.byteOffset()).isEqualTo(32);
        assertThat(new Bound(outer, HLSL).size).isEqualTo(160);
    }

    @Test
    void everyLayoutOfABuiltInAbiBinds() {
        List<Abi> abis = new ArrayList<>();
        for (Abi abi : Abi.builtIns()) {
            abis.add(abi);
            abis.add(abi.withByteOrder(abi.byteOrder() == ByteOrder.BIG_ENDIAN ? ByteOrder.LITTLE_ENDIAN
                    : ByteOrder.BIG_ENDIAN));
            if (abi instanceof CAbi c) {
                abis.add(c.withPack(1));
                abis.add(c.withPack(2));
            }
        }
        var random = new RandomTypes(new Random(5));
        int bound = 0;
        for (int i = 0; i < 1500; i++) {
            StructType type = random.struct(0);
            for (Abi abi : abis) {
                try {
                    abi.layout(type);
                } catch (LayoutException e) {
                    continue; // a type the ABI cannot hold
                }
                bindWithNested(type, abi);
                bound++;
            }
        }
        assertThat(bound).isGreaterThan(10_000);
    }

    /** Binds {@code type} and, as the generated Layout does, each struct it holds. */
    private static void bindWithNested(StructType type, Abi abi) {
        new Bound(type, abi);
        for (Member m : type.members()) {
            DataType t = m.type();
            while (t instanceof ArrayType a) {
                t = a.element();
            }
            if (t instanceof StructType nested && !m.name().isEmpty()) {
                bindWithNested(nested, abi);
            }
        }
    }

    /** Structs of every kind of member the ABIs lay out: over-aligned, packed, row-major, nested, in arrays. */
    private static final class RandomTypes {
        private final Random random;
        private int names;

        RandomTypes(Random random) {
            this.random = random;
        }

        StructType struct(int depth) {
            var members = new ArrayList<Member>();
            for (int i = 1 + random.nextInt(5); i > 0; i--) {
                Member m = Member.of("m" + names++, type(depth));
                if (random.nextInt(8) == 0) {
                    m = m.withAlignAs(1L << random.nextInt(6));
                }
                members.add(m);
            }
            StructType s = new StructType("S" + names++, random.nextInt(6) == 0, members, 0, 0, Position.NONE);
            if (random.nextInt(8) == 0) {
                s = s.withPack(1 << random.nextInt(4));
            }
            if (random.nextInt(10) == 0) {
                s = s.withPacked(true);
            }
            if (random.nextInt(6) == 0) {
                s = s.withAlignAs(1L << random.nextInt(7));
            }
            return s;
        }

        private DataType type(int depth) {
            DataType t = leaf(depth);
            if (random.nextInt(3) == 0) {
                for (int d = 1 + random.nextInt(3); d > 0; d--) {
                    t = ArrayType.of(t, 1 + random.nextInt(4));
                }
            }
            return t;
        }

        private DataType leaf(int depth) {
            Scalar[] scalars = Scalar.values();
            int roll = random.nextInt(100);
            if (roll < 30) {
                return scalars[random.nextInt(scalars.length)];
            }
            if (roll < 50) {
                int[] lengths = {2, 3, 4, 8, 16};
                Scalar component = scalars[random.nextInt(scalars.length)];
                if (component.fixedByteSize() > 8) {
                    component = Scalar.UINT64; // no vector has 128-bit components
                }
                return VectorType.of(component, lengths[random.nextInt(lengths.length)]);
            }
            if (roll < 65) {
                Scalar[] floats = {Scalar.FLOAT16, Scalar.FLOAT32, Scalar.FLOAT64};
                return new MatrixType(floats[random.nextInt(3)], 2 + random.nextInt(3), 2 + random.nextInt(3),
                        random.nextBoolean());
            }
            if (roll < 70) {
                return new PointerType("void");
            }
            return depth < 2 ? struct(depth + 1) : Scalar.FLOAT32;
        }
    }
}
