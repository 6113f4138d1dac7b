package org.abistruct.bench.experiments;

import org.abistruct.abi.Abi;
import org.abistruct.abi.CAbi;
import org.abistruct.bench.thesis.ThesisStructs;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/** The two ABIs the AbiStruct rows run with: the thesis's built-in one and an equal one built at run time. */
@State(Scope.Benchmark)
public class AbiStructState {
    public final Abi builtIn = Abi.of(ThesisStructs.ABI);
    public final Abi runtime = userBuilt();

    /**
     * x86_64-msvc's rules under a new id: a distinct {@code Abi} object, so that no generated constant for the
     * declared default ABI applies, the way an ABI read from a configuration file at run time would behave.
     */
    public static Abi userBuilt() {
        return CAbi.of(ThesisStructs.ABI).toBuilder().id("user-msvc").build();
    }
}
