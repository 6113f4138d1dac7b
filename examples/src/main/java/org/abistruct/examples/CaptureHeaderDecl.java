package org.abistruct.examples;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * The header of the capture file {@link PacketRecords} writes, in network byte order (packed, big-endian). In C:
 * <pre>
 * struct CaptureHeader { uint32_t magic; uint16_t version; uint16_t count; } __attribute__((packed));
 * </pre>
 *
 * @param magic   {@link PacketRecords#MAGIC}, which tells a capture file from any other
 * @param version the format's version
 * @param count   how many {@link PacketDecl packets} follow the header
 */
@Struct(name = "CaptureHeader", abi = "network")
public record CaptureHeaderDecl(@Type("uint32_t") int magic, @Type("uint16_t") short version,
                                @Type("uint16_t") short count) {
}
