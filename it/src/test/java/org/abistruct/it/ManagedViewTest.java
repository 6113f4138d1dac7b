package org.abistruct.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.foreign.Arena;
import org.abistruct.it.structs.Material;
import org.abistruct.it.structs.Particle;
import org.abistruct.memory.NativeMemory;
import org.abistruct.runtime.Ownership;
import org.junit.jupiter.api.Test;

/**
 * A Cleaner-managed view frees its memory once nothing taken from it is reachable either. Its Cleaner watches
 * the scope of the segment the view goes through (core's {@code MemoryViewTest} shows the memory outliving a
 * collected view); here, generated nested views, array elements, segments and moved views share that scope.
 */
class ManagedViewTest {

    @Test
    void nestedViewsElementsAndSegmentsShareTheManagedScope() {
        Particle p = Particle.callocManaged();
        var scope = p.segment().scope();
        assertThat(scope).as("an arena's scope, not the global one of direct views")
                .isNotEqualTo(NativeMemory.EVERYTHING.scope());
        Material material = p.material();
        Material layer = p.layers(1);
        assertThat(material.segment().scope()).isSameAs(scope);
        assertThat(layer.segment().scope()).isSameAs(scope);
        assertThat(material.ownership()).isEqualTo(Ownership.BORROWED);
        assertThat(p.ownership()).isEqualTo(Ownership.MANAGED);

        // a view that goes through a segment can be moved there from other memory, and then keeps the scope too
        try (Arena arena = Arena.ofConfined()) {
            Material cursor = Material.allocate(arena);
            assertThat(cursor.segment().scope()).isNotSameAs(scope);
            assertThat(p.material(cursor).segment().scope()).isSameAs(scope);
        }

        // the accessors reach the same bytes through either view
        material.roughness(0.25f);
        assertThat(p.material().roughness()).isEqualTo(0.25f);
        p.free();
    }

    @Test
    void aDirectViewCannotMoveOntoManagedMemory() {
        try (Particle managed = Particle.callocManaged(); Particle malloced = Particle.calloc()) {
            Material direct = malloced.material();
            assertThatThrownBy(() -> managed.material(direct)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("Cleaner-managed");
        }
    }
}
