package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.Linker;
import java.util.Random;
import org.abistruct.abi.Abi;
import org.abistruct.layout.ForeignLayoutMatch;
import org.abistruct.layout.ForeignLayouts;
import org.abistruct.layout.LayoutException;
import org.abistruct.layout.StructLayout;
import org.abistruct.type.StructType;
import org.junit.jupiter.api.Test;

/**
 * Under every built-in ABI, the FFM layout of random structs has AbiStruct's size, alignment and member offsets,
 * and every value (array element, vector component, matrix column) where AbiStruct puts it, or is refused for
 * a reason FFM cannot express, naming the member.
 */
class ForeignLayoutsRandomTest {

    @Test
    void randomStructsKeepTheirLayoutUnderEveryAbi() {
        int matched = 0;
        int refused = 0;
        for (Abi abi : Abi.builtIns()) {
            for (int seed = 0; seed < 300; seed++) {
                for (StructType type : RandomStructs.generate(new Random(seed))) {
                    StructLayout layout;
                    try {
                        layout = abi.layout(type);
                    } catch (LayoutException e) {
                        continue;
                    }
                    GroupLayout foreign;
                    try {
                        foreign = abi.memoryLayout(type);
                    } catch (IllegalArgumentException e) {
                        assertThat(e.getMessage()).as("%s under %s", type, abi.id())
                                .contains(" under " + abi.id() + ", member ")
                                .containsAnyOf("a bitfield has no FFM layout", "runtime-sized array",
                                        "long double has no FFM value layout", "FFM struct members cannot overlap");
                        refused++;
                        continue;
                    }
                    ForeignLayoutMatch.assertMatches(foreign, layout, abi);
                    matched++;
                }
            }
        }
        assertThat(matched).isGreaterThan(1000);
        assertThat(refused).isGreaterThan(0);
    }

    @Test
    void whatForLinkerTakesUnderTheNativeAbiTheLinkerTakesToo() {
        Linker linker = Linker.nativeLinker();
        Abi abi = Abi.nativeAbi();
        int taken = 0;
        for (int seed = 0; seed < 300; seed++) {
            for (StructType type : RandomStructs.generate(new Random(seed))) {
                GroupLayout layout;
                try {
                    layout = ForeignLayouts.forLinker(abi, type);
                } catch (IllegalArgumentException | LayoutException e) {
                    continue;
                }
                try {
                    linker.downcallHandle(FunctionDescriptor.ofVoid(layout));
                } catch (IllegalArgumentException e) {
                    // on x86-64 System V a struct argument takes a JVM parameter slot per started 4 bytes, and
                    // the Linker's arguments may take 252: the limit is the descriptor's (ByValueLinkerLimitTest)
                    assertThat(e.getMessage()).as("%s under %s: %s", type, abi.id(), layout)
                            .startsWith("bad parameter count");
                    continue;
                }
                taken++;
            }
        }
        assertThat(taken).isGreaterThan(50);
    }
}
