package org.abistruct.runtime;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.abistruct.abi.Abi;

/**
 * The {@link BoundLayout}s of one struct, one per ABI, made on first use. The last ABI asked for is
 * checked first by identity, so a program that uses one ABI pays one comparison per allocation. At most
 * {@value #MAX_ABIS} ABIs are kept: a program that builds ABIs without end (a user's {@code AbstractAbi}, equal only
 * to itself, per allocation) has its layouts made again rather than kept for ever. A layout made again is another
 * object than the one views and enclosing structs' layouts made before still hold, so views compare layouts with
 * {@link BoundLayout#sameLayoutAs}.
 *
 * @param <L> the generated layout class
 */
public final class AbiCache<L extends BoundLayout> {
    /** The ABIs one struct keeps layouts for; past them the cache starts again. Views keep their own layout. */
    static final int MAX_ABIS = 256;
    private final Function<Abi, L> factory;
    private final Map<Abi, L> byAbi = new ConcurrentHashMap<>();
    /**
     * The layout returned last. A plain field, not a volatile one: a volatile read is a barrier past which the
     * JIT reloads every field it had read in the caller (a stack allocation's frame, for one). A thread may see
     * an older or newer layout than another thread stored, or none, and then asks the map; whichever it sees is
     * complete, because what callers read of a layout is final fields, which the memory model publishes safely.
     */
    private L last;

    /**
     * An empty cache.
     *
     * @param factory makes the layout for an ABI not yet cached (the generated {@code Layout}'s constructor)
     */
    public AbiCache(Function<Abi, L> factory) {
        this.factory = factory;
    }

    /**
     * The layout for {@code abi}, made and cached on first use.
     *
     * @param abi the ABI to lay the struct out under
     * @return the struct's layout under {@code abi}
     * @throws NullPointerException                 if {@code abi} is {@code null}
     * @throws org.abistruct.layout.LayoutException if {@code abi} cannot hold the struct: the factory's
     *                                              {@link BoundLayout} throws it, naming the struct, ABI and member
     * @throws IllegalArgumentException             if views cannot serve {@code abi} (see {@link BoundLayout}'s
     *                                              constructor)
     */
    public L get(Abi abi) {
        L recent = last;
        if (recent != null && recent.abi == abi) {
            return recent;
        }
        if (abi == null) {
            throw new NullPointerException("abi");
        }
        L bound = byAbi.get(abi);
        if (bound == null) {
            if (byAbi.size() >= MAX_ABIS) {
                byAbi.clear();
            }
            bound = byAbi.computeIfAbsent(abi, factory);
        }
        last = bound;
        return bound;
    }

    /** How many layouts are kept. */
    int size() {
        return byAbi.size();
    }
}
