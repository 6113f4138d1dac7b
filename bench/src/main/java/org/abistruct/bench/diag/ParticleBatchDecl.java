package org.abistruct.bench.diag;

import org.abistruct.annotation.Length;
import org.abistruct.annotation.Struct;
import org.abistruct.bench.structs.ParticleDecl;

/** 64 {@code Particle}s in one struct (7 168 bytes): {@link RecordCopy}'s case of nested structs. */
@Struct(name = "ParticleBatch", abi = "std430")
public record ParticleBatchDecl(@Length(64) ParticleDecl[] particles) {
}
