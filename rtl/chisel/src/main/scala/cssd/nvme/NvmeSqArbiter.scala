package cssd.nvme

import chisel3._
import chisel3.util._

/** Submission queue arbitration (NVMe 2.0 base spec, "Command Arbitration").
  *
  * Round robin: every SQ with entries (the admin SQ included) takes turns.
  * Weighted round robin with urgent priority class: the admin SQ first, then urgent SQs (round
  * robin among them), then high/medium/low classes served by credits of weight + 1 commands each,
  * reloaded when no class that has work still holds credit; round robin inside each class.
  *
  * The grant is combinational from `pending`; the fetcher reports in the same cycle how many
  * commands it took for the grant (`take`), bounded by `maxBurst` (2^AB, AB = 7: no limit).
  */
class NvmeSqArbiter(numQueues: Int) extends Module {
  override def desiredName = "sq_arbiter" // emitted as nvme_sq_arbiter (Emit.prefixed)
  private val qw = log2Ceil(numQueues)
  val io = IO(new Bundle {
    val pending = Input(UInt(numQueues.W))
    val prio = Input(Vec(numQueues, UInt(2.W)))
    val wrr = Input(Bool())
    val cfg = Input(new ArbCfg)
    val grant = Valid(UInt(qw.W))
    val maxBurst = Output(UInt(8.W))
    val take = Input(Valid(UInt(8.W)))
  })

  private object Cls { val Admin = 0; val Urgent = 1; val High = 2; val Medium = 3; val Low = 4; val All = 5 }
  private val numCls = 6

  val last = RegInit(VecInit(Seq.fill(numCls)(0.U(qw.W))))
  val credit = RegInit(VecInit(Seq.fill(3)(0.U(9.W))))

  private def prioMask(v: Int): UInt =
    VecInit((0 until numQueues).map(i => if (i == 0) false.B else io.prio(i) === v.U)).asUInt
  private val masks = Seq(1.U(numQueues.W), prioMask(0), prioMask(1), prioMask(2), prioMask(3), ~0.U(numQueues.W))
  private val want = masks.map(_ & io.pending)

  private val weightedCls = Seq(Cls.High, Cls.Medium, Cls.Low)
  private val eligible = weightedCls.zipWithIndex.map { case (c, k) => want(c).orR && credit(k) =/= 0.U }
  private val anyWeighted = weightedCls.map(c => want(c).orR).reduce(_ || _)
  private val reload = io.wrr && !want(Cls.Admin).orR && !want(Cls.Urgent).orR && anyWeighted && !eligible.reduce(_ || _)

  val cls = Wire(UInt(3.W))
  cls := Cls.All.U
  when(io.wrr) {
    cls := PriorityMux(Seq(
      want(Cls.Admin).orR -> Cls.Admin.U,
      want(Cls.Urgent).orR -> Cls.Urgent.U,
      eligible(0) -> Cls.High.U,
      eligible(1) -> Cls.Medium.U,
      eligible(2) -> Cls.Low.U,
      true.B -> Cls.All.U))
  }
  private val picks = VecInit((0 until numCls).map(c => RoundRobin.pick(want(c), last(c))))
  private val wantAny = VecInit(want.map(_.orR))

  io.grant.valid := Mux(io.wrr, cls =/= Cls.All.U && !reload, wantAny(Cls.All))
  io.grant.bits := picks(cls)
  io.maxBurst := Mux(io.cfg.burst === 7.U, 255.U, 1.U << io.cfg.burst)

  when(reload) {
    credit(0) := io.cfg.hpw +& 1.U
    credit(1) := io.cfg.mpw +& 1.U
    credit(2) := io.cfg.lpw +& 1.U
  }
  when(io.take.valid && io.grant.valid) {
    last(cls) := io.grant.bits
    for ((c, k) <- weightedCls.zipWithIndex) {
      when(cls === c.U) { credit(k) := Mux(credit(k) > io.take.bits, credit(k) - io.take.bits, 0.U) }
    }
  }
}
