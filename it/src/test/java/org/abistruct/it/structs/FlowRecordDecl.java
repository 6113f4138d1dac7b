package org.abistruct.it.structs;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * A fixed-size record of a big-endian file, 23 bytes packed, so that every record after the first starts at an offset
 * its wider members are not aligned to. C, under {@code #pragma pack(1)} on a big-endian target:
 * {@code struct FlowRecord { uint32_t source; uint16_t port; uint8_t protocol; int64_t bytes; double seconds; };}
 */
@Struct(name = "FlowRecord", abi = "network")
public record FlowRecordDecl(@Type("uint32_t") int source, @Type("uint16_t") short port, @Type("uint8_t") byte protocol,
        long bytes, double seconds) {
}
