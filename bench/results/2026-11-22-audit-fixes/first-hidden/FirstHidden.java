import org.abistruct.abi.Abi;
import org.abistruct.bench.thesis.abistruct.SmallTestStruct1;
public class FirstHidden {
    public static void main(String[] a) {
        SmallTestStruct1.calloc().free();              // default ABI: the template, and the allocator bound
        Abi sysv = Abi.of("x86_64-sysv");
        sysv.layout(SmallTestStruct1.TYPE);
        long t0 = System.nanoTime();
        SmallTestStruct1 v = SmallTestStruct1.calloc(sysv); // first direct view of another ABI: defines the hidden copy
        long t1 = System.nanoTime();
        v.free();
        System.out.println((t1 - t0) / 1e6);
    }
}
