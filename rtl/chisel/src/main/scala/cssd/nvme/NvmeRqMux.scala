package cssd.nvme

import chisel3._
import chisel3.util._

/** Packet-level round-robin multiplexer for the PG213 requester request stream: a TLP, once
  * started, owns the stream until its last beat, so multi-beat DMA writes are never interleaved.
  */
class NvmeRqMux(n: Int, dataWidth: Int, userWidth: Int) extends Module {
  override def desiredName = "rq_mux" // emitted as nvme_rq_mux (Emit.prefixed)
  val io = IO(new Bundle {
    val in = Flipped(Vec(n, Decoupled(new TlpBeat(dataWidth, userWidth))))
    val out = Decoupled(new TlpBeat(dataWidth, userWidth))
  })
  val locked = RegInit(false.B)
  val owner = Reg(UInt(log2Ceil(n).W))
  val last = RegInit(0.U(log2Ceil(n).W))
  private val valids = VecInit(io.in.map(_.valid)).asUInt
  private val pick = RoundRobin.pick(valids, last)
  private val sel = Mux(locked, owner, pick)
  io.out.valid := io.in(sel).valid && (locked || valids.orR)
  io.out.bits := io.in(sel).bits
  for (i <- 0 until n) { io.in(i).ready := io.out.ready && sel === i.U }
  when(io.out.fire) {
    locked := !io.out.bits.last
    owner := sel
    when(!locked) { last := sel }
  }
}
