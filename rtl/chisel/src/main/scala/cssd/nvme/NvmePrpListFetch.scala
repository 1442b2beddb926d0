package cssd.nvme

import chisel3._
import chisel3.util._

/** What a list job needs fetched: entries eFirst..eEnd of a command whose list holds n entries,
  * starting from the list page at ptr (PRP2). Entry 0 is the entry of command page 1.
  */
class PrpListStart extends Bundle {
  val eFirst = UInt(15.W)
  val eEnd = UInt(15.W)
  val n = UInt(15.W)
  val ptr = UInt(64.W)
}

/** One PRP list read: dwords at addr, with its tag; chain: it reads the chain pointer. */
class PrpListRead extends Bundle {
  val addr = UInt(64.W)
  val dw = UInt(11.W)
  val tag = UInt(8.W)
  val chain = Bool()
}

/** One of the walker's list-read contexts: the list walk of one job at a time, one read in flight,
  * and the row buffer its completions fill, read out as single entries for the segment generator.
  *
  * The walker keeps several so that list reads of different xfers (different NVM sets, or
  * successive pieces of one command) are in flight together: a list read costs a host round trip,
  * and with a single context every xfer behind a list-mode one waited for it. Jobs take contexts
  * in rotation, and the generator consumes jobs in order, so each context's rows are always those
  * of its oldest job the generator has not finished.
  *
  * The walk is stateless per xfer: chain pointers are followed from PRP2 each time, and only the
  * entries the job needs are read, each read <= maxEntries and inside one list page. The walker's
  * completion extractor writes `row` (and the error token that ends a failed job) and reports the
  * end of the read on `ended`; it checks the chain pointer with `chainVal` and `chain`.
  *
  * @param numTags   tags it rotates through from `tagLo` (a late completion of an earlier read
  *                  never matches); `tagLo` is a port so that every context is one module
  * @param rowDepth  rows buffered (room for two reads is kept before a read is issued)
  * @param rowsPerRead most rows the completions of one read can take
  */
class NvmePrpListFetch(numTags: Int, rowDepth: Int, rowsPerRead: Int) extends Module {
  override def desiredName = "prp_list_fetch" // emitted as nvme_prp_list_fetch (Emit.prefixed)
  require(numTags >= 1 && numTags <= 256)
  require(isPow2(rowDepth) && rowDepth >= 2 * (rowsPerRead + 1))
  val io = IO(new Bundle {
    /** First PCIe tag of this context's reads. */
    val tagLo = Input(UInt(8.W))
    val start = Flipped(Valid(new PrpListStart))
    /** A walk is under way (a new start must wait). */
    val active = Output(Bool())
    val maxEntries = Input(UInt(10.W))
    val rd = Decoupled(new PrpListRead)
    /** The read in flight, for the extractor to match completions. */
    val pending = Output(Bool())
    val curTag = Output(UInt(8.W))
    val chain = Output(Bool())
    val row = Flipped(Decoupled(new PrpRow))
    val chainVal = Flipped(Valid(UInt(64.W)))
    /** The chain pointer the last chain read returned. */
    val chainPtr = Output(UInt(64.W))
    /** The read in flight has ended (its last completion, or its failure token pushed). */
    val ended = Flipped(Valid(Bool()))
    val entry = Decoupled(new PrpEntry)
    val busy = Output(Bool())
  })

  val active = RegInit(false.B)
  val state = RegInit(0.U(2.W)) // 0 page geometry, 1 issue, 2 wait for the read
  val e = Reg(UInt(15.W)) // next entry index to fetch
  val eEnd = Reg(UInt(15.W)) // last entry index needed
  val n = Reg(UInt(15.W)) // entries of the whole command
  val ptr = Reg(UInt(64.W)) // current list page: address of its first slot
  val base = Reg(UInt(15.W)) // entry index of that slot
  val slots = Reg(UInt(10.W))
  val dataEnd = Reg(UInt(16.W)) // entry index after the last data entry of the current page
  val lastRead = Reg(Bool())
  val pending = RegInit(false.B)
  val chain = Reg(Bool())
  val chainVal = Reg(UInt(64.W))
  private val offW = log2Ceil(numTags).max(1)
  val tagOff = RegInit(0.U(offW.W)) // tag of the next read, from tagLo
  val curTag = RegInit(0.U(8.W))
  io.active := active
  io.pending := pending
  io.curTag := curTag
  io.chain := chain
  io.chainPtr := chainVal
  when(io.chainVal.valid) { chainVal := io.chainVal.bits }

  when(io.start.valid) {
    active := true.B
    state := 0.U
    e := io.start.bits.eFirst
    eEnd := io.start.bits.eEnd
    n := io.start.bits.n
    ptr := io.start.bits.ptr
    base := 0.U
  }

  // Row buffer (LUT RAM): rows of entries from the extractor, error tokens.
  val rowMem = Mem(rowDepth, new PrpRow)
  val head = RegInit(0.U(log2Ceil(rowDepth).W))
  val tail = RegInit(0.U(log2Ceil(rowDepth).W))
  val count = RegInit(0.U(log2Ceil(rowDepth + 1).W))
  val rowDeq = Wire(Decoupled(new PrpRow))
  io.row.ready := count =/= rowDepth.U
  rowDeq.valid := count =/= 0.U
  rowDeq.bits := rowMem(head)
  when(io.row.fire) {
    rowMem(tail) := io.row.bits
    tail := tail + 1.U
  }
  when(rowDeq.fire) { head := head + 1.U }
  count := count + io.row.fire.asUInt - rowDeq.fire.asUInt
  val room = (rowDepth.U - count) >= (rowsPerRead + 1).U

  // Geometry of the current list page (registered, then used to issue).
  val gSlots = 512.U(10.W) - ptr(11, 3)
  val gAvail = n - base
  val gChain = gAvail > gSlots
  val hopNeeded = e >= dataEnd
  val rdLeft = eEnd +& 1.U - e
  val pageLeft = dataEnd - e
  val cnt0 = Mux(rdLeft < pageLeft, rdLeft, pageLeft)
  val cnt = Mux(cnt0 < io.maxEntries, cnt0, io.maxEntries)(9, 0)
  io.rd.valid := false.B
  io.rd.bits.addr := Mux(hopNeeded, ptr + Cat(slots - 1.U, 0.U(3.W)), ptr + Cat(e - base, 0.U(3.W)))
  io.rd.bits.dw := Mux(hopNeeded, 2.U(11.W), Cat(cnt, 0.U(1.W)))
  io.rd.bits.tag := io.tagLo + tagOff
  io.rd.bits.chain := hopNeeded
  val nextOff = if (numTags == 1) tagOff else Mux(tagOff === (numTags - 1).U, 0.U, tagOff + 1.U)

  when(active) {
    switch(state) {
      is(0.U) {
        slots := gSlots
        dataEnd := base +& Mux(gChain, gSlots - 1.U, gAvail)
        state := 1.U
      }
      is(1.U) {
        // A first list page whose only slot is a chain pointer (PRP2 at offset FF8h) still makes
        // progress: chained pages must start at offset 0 (the extractor checks), so they hold 512.
        io.rd.valid := !pending && room
        when(io.rd.fire) {
          pending := true.B
          chain := hopNeeded
          curTag := io.rd.bits.tag
          tagOff := nextOff
          when(!hopNeeded) { e := e + cnt }
          lastRead := !hopNeeded && (e + cnt) > eEnd
          state := 2.U
        }
      }
      is(2.U) {
        when(io.ended.valid) {
          when(io.ended.bits || lastRead) {
            active := false.B
          }.elsewhen(chain) {
            base := base + slots - 1.U
            ptr := chainVal
            state := 0.U
          }.otherwise {
            state := 0.U
          }
        }
      }
    }
  }
  when(io.ended.valid) { pending := false.B }

  // Rows -> single entries.
  val entryQ = new DmaFifo(new PrpEntry, 2)
  val idx = RegInit(0.U(3.W))
  val row = rowDeq.bits
  entryQ.enq.valid := rowDeq.valid
  entryQ.enq.bits.v := row.e(idx)
  entryQ.enq.bits.token := row.token
  entryQ.enq.bits.status := row.status
  rowDeq.ready := entryQ.enq.ready && (row.token || idx === row.n - 1.U)
  when(entryQ.enq.fire) { idx := Mux(rowDeq.ready, 0.U, idx + 1.U) }
  io.entry.valid := entryQ.deq.valid
  io.entry.bits := entryQ.deq.bits
  entryQ.deq.ready := io.entry.ready

  io.busy := active || pending || count =/= 0.U || entryQ.count =/= 0.U
}
