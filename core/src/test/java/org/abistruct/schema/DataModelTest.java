package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.junit.jupiter.api.Test;

/** {@link DataModel} names every built-in C ABI once, with the sizes the ABI gives {@code long} and pointers. */
class DataModelTest {
    @Test
    void everyBuiltInCAbiHasOneModelThatFitsItsSizes() {
        for (Abi abi : Abi.builtIns()) {
            if (!(abi instanceof CAbi c)) {
                continue;
            }
            var models = Arrays.stream(DataModel.values()).filter(m -> m.abis.contains(c.id())).toList();
            assertThat(models).as(c.id()).hasSize(1);
            DataModel model = models.getFirst();
            // the ABI holds the same types, which a file read for it (or a copy with an id of its own) takes
            assertThat(DataModel.of(c)).as(c.id()).isEqualTo(model);
            assertThat(DataModel.of(c.toBuilder().id("copy").build())).as(c.id()).isEqualTo(model);
            assertThat(sizeOf(model.typeOf("int64_t"), c)).as(c.id() + " int64_t").isEqualTo(8);
            assertThat(sizeOf(model.typeOf("intptr_t"), c)).as(c.id() + " intptr_t").isEqualTo(c.pointerSize());
        }
    }

    private static int sizeOf(String integer, CAbi abi) {
        return switch (integer) {
            case "int" -> 4;
            case "long" -> abi.longSize();
            case "long long" -> 8;
            default -> throw new AssertionError(integer);
        };
    }
}
