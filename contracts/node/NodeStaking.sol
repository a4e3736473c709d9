// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {NodeNFT} from "./NodeNFT.sol";

/// @title NodeStaking — buy node NFTs for USDT and stake them (ECONOMY §3.9).
/// purchase(tier): the buyer approved `price` USDT first; the USDT goes to the treasury and a
/// NodeNFT of that tier is minted to the buyer (per-tier supply). stake(id): the owner approved the
/// NFT first; the contract holds it and remembers the staker. unstake(id) gives it back.
/// The server indexes Purchased / Staked / Unstaked to grant node tiers.
contract NodeStaking is ReentrancyGuard {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.UintSet;

    IERC20 public immutable usdt;
    NodeNFT public immutable nft;
    address public immutable treasury;
    /// USDT (18 decimals) per tier 1..3
    uint256[4] public price;
    /// tokens of each tier still for sale
    uint256[4] public remaining;

    mapping(uint256 tokenId => address) public stakerOf;
    mapping(address => EnumerableSet.UintSet) private _staked;

    event Purchased(address indexed buyer, uint256 indexed tokenId, uint8 tier, uint256 price);
    event Staked(address indexed owner, uint256 indexed tokenId, uint8 tier);
    event Unstaked(address indexed owner, uint256 indexed tokenId, uint8 tier);

    error InvalidTier(uint8 tier);
    error SoldOut(uint8 tier);
    error NotTokenOwner(uint256 tokenId);
    error NotStaker(uint256 tokenId);

    constructor(IERC20 usdt_, address treasury_, uint256[3] memory prices, uint256[3] memory supply) {
        usdt = usdt_;
        treasury = treasury_;
        nft = new NodeNFT();
        for (uint8 t = 1; t <= 3; t++) {
            price[t] = prices[t - 1];
            remaining[t] = supply[t - 1];
        }
    }

    function purchase(uint8 tier) external nonReentrant returns (uint256 tokenId) {
        if (tier < 1 || tier > 3) revert InvalidTier(tier);
        if (remaining[tier] == 0) revert SoldOut(tier);
        remaining[tier] -= 1;
        usdt.safeTransferFrom(msg.sender, treasury, price[tier]);
        tokenId = nft.mint(msg.sender, tier);
        emit Purchased(msg.sender, tokenId, tier, price[tier]);
    }

    function stake(uint256 tokenId) external nonReentrant {
        if (nft.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId);
        nft.transferFrom(msg.sender, address(this), tokenId);
        stakerOf[tokenId] = msg.sender;
        _staked[msg.sender].add(tokenId);
        emit Staked(msg.sender, tokenId, nft.tierOf(tokenId));
    }

    function unstake(uint256 tokenId) external nonReentrant {
        if (stakerOf[tokenId] != msg.sender) revert NotStaker(tokenId);
        delete stakerOf[tokenId];
        _staked[msg.sender].remove(tokenId);
        nft.transferFrom(address(this), msg.sender, tokenId);
        emit Unstaked(msg.sender, tokenId, nft.tierOf(tokenId));
    }

    function stakedTokensOf(address owner) external view returns (uint256[] memory) {
        return _staked[owner].values();
    }
}
