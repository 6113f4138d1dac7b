package org.abistruct.examples;

import org.abistruct.annotation.Struct;
import org.abistruct.annotation.Type;

/**
 * One packet of the capture file {@link PacketRecords} writes, in network byte order (packed, big-endian): 21 bytes,
 * so every packet after the first starts at an offset no wider member is aligned to. In C:
 * <pre>
 * struct Packet {
 *     uint32_t sequence; int64_t timestampMicros; uint16_t sourcePort; uint16_t destinationPort; uint8_t ttl;
 *     float latencyMillis;
 * } __attribute__((packed));
 * </pre>
 *
 * @param sequence        the packet's number in its stream
 * @param timestampMicros when it was captured, in microseconds since the epoch
 * @param sourcePort      the sender's port
 * @param destinationPort the receiver's port
 * @param ttl             hops left
 * @param latencyMillis   how long it took
 */
@Struct(name = "Packet", abi = "network")
public record PacketDecl(@Type("uint32_t") int sequence, long timestampMicros, @Type("uint16_t") short sourcePort,
                         @Type("uint16_t") short destinationPort, @Type("uint8_t") byte ttl, float latencyMillis) {
}
