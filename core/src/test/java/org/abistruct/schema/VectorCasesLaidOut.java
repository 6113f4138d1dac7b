package org.abistruct.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.abistruct.abi.CAbi;

/**
 * Holds a file of vector typedefs and structs, read for one C ABI, to clang's layout for that ABI's target, as
 * GnuVectorSizeClangTest and ExtVectorTypeClangTest do each with their own vector attribute: what the schema refuses
 * on IBM Z (where clang aligns by the CPU) or on a Microsoft ABI (what it cannot lay out as clang's Windows targets
 * do) must be a file clang takes, and is counted; every other one must be read and laid out as clang lays it out.
 *
 * @param microsoft the cases refused under a Microsoft ABI
 * @param ibmZ the cases refused on IBM Z
 */
record VectorCasesLaidOut(int microsoft, int ibmZ) {

    /**
     * Checks {@code laidOut} and {@code notOnMicrosoft} under {@code abiId} against clang for {@code triple} (with
     * {@code pragma} before each), where an IBM Z refusal's reason holds {@code ibmZReason}.
     */
    static VectorCasesLaidOut check(Path dir, String triple, String abiId, String pragma, List<String> laidOut,
            List<String> notOnMicrosoft, String ibmZReason) throws IOException, InterruptedException {
        CAbi target = CAbi.of(abiId);
        boolean microsoft = abiId.contains("msvc");
        int refused = 0;
        int ibmZ = 0;
        for (String c : Stream.concat(laidOut.stream(), notOnMicrosoft.stream()).toList()) {
            if (abiId.equals("s390x") && FirstErrors.schemaReasonReadFor(c, target).contains(ibmZReason)) {
                assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), c + "\n")).as(c).isEmpty();
                ibmZ++;
                continue;
            }
            if (microsoft && notOnMicrosoft.contains(c) && !FirstErrors.schemaReasonReadFor(c, target).isEmpty()) {
                assertThat(FirstErrors.compiler(dir, FirstErrors.clang(triple, "gnu11"), c + "\n")).as(c).isEmpty();
                assertThat(FirstErrors.schemaReasonReadFor(c, target)).as(c).contains("clang's Microsoft targets");
                refused++;
                continue;
            }
            assertThat(FirstErrors.schemaReadFor(c, target)).as(c).isEmpty();
            ClangStaticAsserts.assertLaidOutAsClangFor(triple, pragma, c, target);
        }
        return new VectorCasesLaidOut(refused, ibmZ);
    }
}
