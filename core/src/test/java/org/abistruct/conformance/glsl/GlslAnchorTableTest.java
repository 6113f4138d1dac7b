package org.abistruct.conformance.glsl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.abistruct.abi.Abi;
import org.abistruct.conformance.Oracle;
import org.abistruct.layout.StructLayout;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The fixed table of layout-anchors.md B.9 for std140, std430 and scalar: the engine must reproduce it,
 * the installed glslang + spirv-cross must still produce it (which also proves this harness reads
 * spirv-cross's JSON right), and the comparison must notice each kind of wrong number.
 */
@Tag("conformance")
class GlslAnchorTableTest {

    @TempDir
    java.nio.file.Path dir;

    @ParameterizedTest
    @EnumSource(GlslLayout.class)
    void engineReproducesTheTable(GlslLayout layout) {
        SpirvReflection expected = AnchorTable.expected(layout);
        StructLayout engine = Abi.of(layout.abiId()).layout(AnchorTable.block(layout));

        assertThat(LayoutDiff.compare(engine, expected.blockStruct(0), expected)).isEmpty();
        // the block ends at the last member's end: spirv-cross's block_size, before any rounding
        assertThat(engine.dataSize()).as("dataSize").isEqualTo(AnchorTable.blockSize(layout));
    }

    @ParameterizedTest
    @EnumSource(GlslLayout.class)
    void installedOracleStillProducesTheTable(GlslLayout layout) throws Exception {
        Oracle.require("glslangValidator", "glslang-tools");
        Oracle.require("spirv-cross", "spirv-cross");
        SpirvReflection live = SpirvReflection.compile(dir, "anchor", AnchorTable.shader(layout));
        SpirvReflection expected = AnchorTable.expected(layout);

        assertThat(live.blocks().get(0).blockSize()).as("block_size").isEqualTo(AnchorTable.blockSize(layout));
        assertThat(withStructIdsNamed(live.blockStruct(0), live)).isEqualTo(expected.blockStruct(0).members());
        SpirvReflection.Member l = live.blockStruct(0).member("l");
        assertThat(live.structOf(l).members()).isEqualTo(expected.structs().get(AnchorTable.L_ID).members());
        assertThat(live.structOf(live.blockStruct(0).member("ls"))).isEqualTo(live.structOf(l));
    }

    @ParameterizedTest
    @EnumSource(GlslLayout.class)
    void comparisonCatchesEachWrongQuantity(GlslLayout layout) {
        SpirvReflection expected = AnchorTable.expected(layout);
        StructLayout engine = Abi.of(layout.abiId()).layout(AnchorTable.block(layout));
        SpirvReflection.Struct block = expected.blockStruct(0);
        var members = new ArrayList<>(block.members());
        members.replaceAll(m -> switch (m.name()) {
            case "v3" -> new SpirvReflection.Member(m.name(), m.type(), m.offset() + 4, m.arrayInnermostFirst(),
                    m.arrayStride(), m.matrixStride(), m.rowMajor());
            case "arr" -> new SpirvReflection.Member(m.name(), m.type(), m.offset(), m.arrayInnermostFirst(),
                    m.arrayStride() * 2, m.matrixStride(), m.rowMajor());
            case "rm3" -> new SpirvReflection.Member(m.name(), m.type(), m.offset(), m.arrayInnermostFirst(),
                    m.arrayStride(), m.matrixStride(), false);
            case "m23" -> new SpirvReflection.Member(m.name(), m.type(), m.offset(), m.arrayInnermostFirst(),
                    m.arrayStride(), m.matrixStride() + 4, m.rowMajor());
            default -> m;
        });
        SpirvReflection.Struct l = expected.structs().get(AnchorTable.L_ID);
        var lMembers = new ArrayList<>(l.members());
        SpirvReflection.Member r = lMembers.get(1);
        lMembers.set(1, new SpirvReflection.Member(r.name(), r.type(), r.offset() + 4, List.of(), 0, 0, false));
        var structs = new HashMap<>(expected.structs());
        structs.put(AnchorTable.BLOCK_ID, new SpirvReflection.Struct(block.id(), block.name(), members));
        structs.put(AnchorTable.L_ID, new SpirvReflection.Struct(l.id(), l.name(), lMembers));
        var wrong = new SpirvReflection(structs, expected.blocks());

        List<String> differences = LayoutDiff.compare(engine, wrong.blockStruct(0), wrong);

        assertThat(differences).anyMatch(d -> d.startsWith("Block.v3: byteOffset"))
                .anyMatch(d -> d.startsWith("Block.arr: arrayStrides"))
                .anyMatch(d -> d.startsWith("Block.arr: byteSize"))
                .anyMatch(d -> d.startsWith("Block.rm3: rowMajor"))
                .anyMatch(d -> d.startsWith("Block.m23: matrixStride"))
                .anyMatch(d -> d.startsWith("Block.l.r: byteOffset"))
                .anyMatch(d -> d.startsWith("Block.ls.r: byteOffset"))
                .hasSize(7);
    }

    /** The block's members with spirv-cross's numeric struct ids replaced by the table's name for L. */
    private static List<SpirvReflection.Member> withStructIdsNamed(SpirvReflection.Struct block, SpirvReflection r) {
        return block.members().stream().map(m -> r.structOf(m) == null ? m
                : new SpirvReflection.Member(m.name(), AnchorTable.L_ID, m.offset(), m.arrayInnermostFirst(),
                        m.arrayStride(), m.matrixStride(), m.rowMajor())).toList();
    }
}
