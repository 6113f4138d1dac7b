package org.abistruct.bench.thesis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import org.abistruct.abi.Abi;
import org.abistruct.bench.experiments.AbiStructState;
import org.abistruct.bench.thesis.abistruct.AbiStructStackWorkloads;
import org.abistruct.bench.thesis.abistruct.AbiStructWorkloads;
import org.abistruct.bench.thesis.ffm.FfmWorkloads;
import org.abistruct.bench.thesis.jna.JnaWorkloads;
import org.abistruct.bench.thesis.lwjgl.LwjglWorkloads;
import org.abistruct.memory.MemoryStack;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Every benchmark body runs once per library without a read-back mismatch, so a suite run cannot fail half-way
 * through on a wrong body. (The bodies compare what they read with what they wrote and throw otherwise.)
 */
class WorkloadsRunTest {
    private static final Blackhole BH = new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

    private final Exp1Values v1 = new Exp1Values();
    private final Exp2Values v2 = new Exp2Values();
    private final Exp3Values v3 = new Exp3Values();

    @Test
    void abiStructBodiesRunUnderBothAbis() {
        for (Abi abi : new Abi[] {Abi.of(ThesisStructs.ABI), AbiStructState.userBuilt()}) {
            assertThatCode(() -> {
                AbiStructWorkloads.e1Allocate(abi, BH);
                AbiStructWorkloads.e1WriteRead(abi, v1, BH);
                AbiStructWorkloads.e1Reference(abi, BH);
                AbiStructWorkloads.e2Allocate(abi, BH);
                AbiStructWorkloads.e2WriteRead(abi, v2, BH);
                AbiStructWorkloads.e2Reference(abi, BH);
                AbiStructWorkloads.e3Allocate(abi, BH);
                AbiStructWorkloads.e3WriteRead(abi, v3, BH);
                AbiStructWorkloads.e3Reference(abi, BH);
            }).as(abi.id()).doesNotThrowAnyException();
        }
    }

    @Test
    void abiStructStackBodiesRun() {
        MemoryStack stack = new MemoryStack(4L << 20);
        Abi abi = Abi.of(ThesisStructs.ABI);
        AbiStructStackWorkloads.e1Allocate(stack, abi, BH);
        AbiStructStackWorkloads.e1WriteRead(stack, abi, v1, BH);
        AbiStructStackWorkloads.e1Reference(stack, abi, BH);
        AbiStructStackWorkloads.e2Allocate(stack, abi, BH);
        AbiStructStackWorkloads.e2WriteRead(stack, abi, v2, BH);
        AbiStructStackWorkloads.e2Reference(stack, abi, BH);
        AbiStructStackWorkloads.e3Allocate(stack, abi, BH);
        AbiStructStackWorkloads.e3WriteRead(stack, abi, v3, BH);
        AbiStructStackWorkloads.e3Reference(stack, abi, BH);
        assertThat(stack.used()).as("every body closed its frame").isZero();
    }

    @Test
    void lwjglBodiesRun() {
        LwjglWorkloads.e1Allocate(BH);
        LwjglWorkloads.e1WriteRead(v1, BH);
        LwjglWorkloads.e1Reference(BH);
        LwjglWorkloads.e2Allocate(BH);
        LwjglWorkloads.e2WriteRead(v2, BH);
        LwjglWorkloads.e2Reference(BH);
        LwjglWorkloads.e3Allocate(BH);
        LwjglWorkloads.e3WriteRead(v3, BH);
        LwjglWorkloads.e3Reference(BH);
    }

    @Test
    void ffmBodiesRun() {
        FfmWorkloads.e1Allocate(BH);
        FfmWorkloads.e1WriteRead(v1, BH);
        FfmWorkloads.e1Reference(BH);
        FfmWorkloads.e2Allocate(BH);
        FfmWorkloads.e2WriteRead(v2, BH);
        FfmWorkloads.e2Reference(BH);
        FfmWorkloads.e3Allocate(BH);
        FfmWorkloads.e3WriteRead(v3, BH);
        FfmWorkloads.e3Reference(BH);
    }

    @Test
    void jnaBodiesRun() {
        JnaWorkloads.e1Allocate(BH);
        JnaWorkloads.e1WriteRead(v1, BH);
        JnaWorkloads.e1Reference(BH);
        JnaWorkloads.e2Allocate(BH);
        JnaWorkloads.e2WriteRead(v2, BH);
        JnaWorkloads.e2Reference(BH);
        JnaWorkloads.e3Allocate(BH);
        JnaWorkloads.e3WriteRead(v3, BH);
        JnaWorkloads.e3Reference(BH);
    }
}
