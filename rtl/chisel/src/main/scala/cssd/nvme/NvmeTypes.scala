package cssd.nvme

import chisel3._
import chisel3.util._
import cssd.CssdConfig
import cssd.generated.NvmeRegEnums.{EvtKindE, QcfgOpE}
import cssd.generated.NvmeSpec.{CqeDw3, SqeDw0}

/** Configuration of the NVMe front end.
  *
  * @param numIoQueues     I/O submission/completion queue pairs (queue ids 1..numIoQueues; 0 is admin)
  * @param maxQueueEntries deepest queue the controller accepts (CAP.MQES + 1)
  * @param numFetchTags    PCIe read tags reserved for SQE fetch (tags 0 .. numFetchTags-1)
  * @param sqesPerTag      most SQEs one fetch read brings back (also bounded by max read request)
  * @param numVectors      MSI-X table size (config/cssd.toml [bar0], which the hard block's
  *                        capability and the host-side models read too)
  * @param dmaTagBase      first PCIe tag of the bulk host DMA engine
  * @param dmaNumTags      tags of the bulk host DMA engine
  * @param capTimeout      CAP.TO in 500 ms units: the longest the host waits for CSTS.RDY
  * @param msixTickCycles  cycles per 100 us interrupt-coalescing tick (250 MHz datapath: 25000)
  */
case class NvmeFrontEndParams(
    numIoQueues: Int = 128,
    maxQueueEntries: Int = 4096,
    numFetchTags: Int = 8,
    sqesPerTag: Int = 8,
    numVectors: Int = CssdConfig.msixVectors,
    dmaTagBase: Int = 32,
    dmaNumTags: Int = 32,
    capTimeout: Int = 2,
    msixTickCycles: Int = 25000) {
  require(numIoQueues >= 1 && numIoQueues <= 1023, "queue ids must fit the doorbell page")
  require(isPow2(maxQueueEntries) && maxQueueEntries >= 2 && maxQueueEntries <= 65536)
  require(isPow2(numFetchTags) && numFetchTags >= 2 && numFetchTags <= dmaTagBase)
  require(isPow2(sqesPerTag) && sqesPerTag >= 2 && sqesPerTag <= 64)
  require(numVectors >= numIoQueues + 1, "one MSI-X vector per completion queue at least")
  require(dmaTagBase + dmaNumTags <= 256, "8-bit (extended) PCIe tags")
  val dataWidth: Int = 512
  val beatDw: Int = dataWidth / 32
  val rqUserWidth: Int = 137
  val rcUserWidth: Int = 161
  val numQueues: Int = numIoQueues + 1
  val qidWidth: Int = log2Ceil(numQueues)
  /** Queue indices and 0's based sizes. */
  val idxWidth: Int = log2Ceil(maxQueueEntries)
  val vecWidth: Int = log2Ceil(numVectors)
  val fetchTagWidth: Int = log2Ceil(numFetchTags)
  val genWidth: Int = 4
}

object RoundRobin {
  /** The first requester after `last` (the one served most recently), else the first one. */
  def pick(requests: UInt, last: UInt): UInt = {
    val n = requests.getWidth
    val after = requests & ~((2.U << last) - 1.U)(n - 1, 0)
    Mux(after.orR, PriorityEncoder(after), PriorityEncoder(requests))
  }
}

/** One beat of a PG213 AXI-Stream (RQ or RC, no straddle). */
class TlpBeat(dataWidth: Int, userWidth: Int) extends Bundle {
  val data = UInt(dataWidth.W)
  val keep = UInt((dataWidth / 32).W)
  val last = Bool()
  val user = UInt(userWidth.W)
}

object RqDesc {
  val MemRead = 0.U(4.W)
  val MemWrite = 1.U(4.W)

  /** PG213 requester request descriptor (dwords 0..3 of the first beat, dword-aligned mode). */
  def apply(addr: UInt, dwCount: UInt, reqType: UInt, tag: UInt): UInt =
    Cat(0.U(24.W), tag.pad(8)(7, 0), 0.U(16.W), false.B, reqType(3, 0), dwCount.pad(11)(10, 0), addr(63, 2), 0.U(2.W))

  /** tuser of a non-straddled 512-bit RQ beat: first/last dword byte enables of one TLP. */
  def user(dwCount: UInt, width: Int): UInt = {
    val lastBe = Mux(dwCount === 1.U, 0.U(4.W), "hf".U(4.W))
    Cat(0.U((width - 12).W), lastBe, 0.U(4.W), "hf".U(4.W))
  }
}

/** Fields of the PG213 requester completion descriptor (dwords 0..2 of the first beat). */
class RcDesc extends Bundle {
  val lowerAddr = UInt(12.W)
  val errorCode = UInt(4.W)
  val byteCount = UInt(13.W)
  val requestCompleted = Bool()
  val dwCount = UInt(11.W)
  val status = UInt(3.W)
  val tag = UInt(8.W)
}

object RcDesc {
  def apply(d: UInt): RcDesc = {
    val r = Wire(new RcDesc)
    r.lowerAddr := d(11, 0)
    r.errorCode := d(15, 12)
    r.byteCount := d(28, 16)
    r.requestCompleted := d(30)
    r.dwCount := d(42, 32)
    r.status := d(45, 43)
    r.tag := d(71, 64)
    r
  }
}

/** A fetched submission queue entry handed to firmware. `gen` is the controller-enable
  * generation: completions carrying an older generation are dropped after a controller reset.
  */
class FwCmd(p: NvmeFrontEndParams) extends Bundle {
  val sqid = UInt(p.qidWidth.W)
  val gen = UInt(p.genWidth.W)
  val sqe = UInt(512.W)
}

/** A completion from firmware; the hardware adds SQHD, SQID and the phase tag. `status` is the
  * 15-bit NVMe status field (SC 7:0, SCT 10:8, CRD 12:11, M 13, DNR 14).
  */
class FwCpl(p: NvmeFrontEndParams) extends Bundle {
  val sqid = UInt(p.qidWidth.W)
  val gen = UInt(p.genWidth.W)
  val cid = UInt(SqeDw0.Cid.width.W)
  val status = UInt(CqeDw3.Sf.width.W)
  val dw0 = UInt(32.W)
  val dw1 = UInt(32.W)
}

/** A queue operation (nvme.rdl qcfg_op_e, generated into NvmeRegEnums.QcfgOpE). */
object QueueOp {
  def apply(op: Int): UInt = op.U(QcfgOpE.width.W)
}

/** Queue context programming from firmware (after it validated the admin command). */
class QueueCfg(p: NvmeFrontEndParams) extends Bundle {
  val op = UInt(QcfgOpE.width.W)
  val qid = UInt(p.qidWidth.W)
  /** Physical base address (page aligned: bits 11:0 are ignored). */
  val base = UInt(64.W)
  /** Entries - 1. */
  val sizeM1 = UInt(p.idxWidth.W)
  /** Create SQ: the completion queue id; create CQ: the MSI-X vector. */
  val cqidOrVector = UInt(16.W)
  /** Create SQ: QPRIO (00 urgent, 01 high, 10 medium, 11 low). */
  val prio = UInt(2.W)
  /** Create CQ: interrupts enabled. */
  val ien = Bool()
}

/** An event kind (nvme.rdl evt_kind_e, generated into NvmeRegEnums.EvtKindE). */
object FwEventKind {
  def apply(kind: Int): UInt = kind.U(EvtKindE.width.W)
}

class FwEvent(p: NvmeFrontEndParams) extends Bundle {
  val kind = UInt(EvtKindE.width.W)
  val isCq = Bool()
  val qid = UInt(16.W)
  val value = UInt(32.W)
}

/** Arbitration settings (Set Features 01h layout, set by firmware). */
class ArbCfg extends Bundle {
  val burst = UInt(3.W)
  val lpw = UInt(8.W)
  val mpw = UInt(8.W)
  val hpw = UInt(8.W)
}

/** One completion queue entry posted to a CQ with interrupts enabled. */
class IrqReq(p: NvmeFrontEndParams) extends Bundle {
  val vector = UInt(p.vecWidth.W)
  val coalesce = Bool()
}

/** Per-cycle event pulses of the queue engine, counted in the firmware-visible CSRs. */
class EngineStats extends Bundle {
  val sqeFetched = Bool()
  val cqePosted = Bool()
  val cplDropped = Bool()
  val doorbellError = Bool()
  val fetchError = Bool()
  val ccWriteIgnored = Bool()
  val eventDropped = Bool()
}
